/**
 * One example of each domain-check finding, for its section on the findings page: the params a
 * check would give, which the tool's own formatter turns into the message and fix the CLI prints.
 * Each check's folder gives the examples of its codes (in checks/<id>/words.ts), made from one set of
 * reserved names and addresses, and the catalogue joins them for the platform host of this
 * deployment. The compiler holds the examples to the codes: a code without an example, or an
 * example whose params do not fit the code's words, is a type error.
 */
export { findingExamples, type FindingExamples } from '@petstore-docs/domain-check/catalogue';
