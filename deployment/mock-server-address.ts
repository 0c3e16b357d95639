/**
 * Where `npm run mock` (tools/mock-api) serves the mock of the API. The site's deployment settings
 * default "Try it"'s third server to it, beside the two servers the spec names.
 */
export const MOCK_HOST = '127.0.0.1';
export const MOCK_PORT = 4010;
/** The path segment every server address of the spec ends in (seed part 9). */
export const MOCK_BASE_PATH = '/v1';
export const DEFAULT_MOCK_BASE_URL = `http://${MOCK_HOST}:${MOCK_PORT}${MOCK_BASE_PATH}`;
