/** The package's name on the npm registry: a scoped name, because the bare `domain-check` is another publisher's. */
export const PACKAGE_NAME = '@petstore-docs/domain-check';
