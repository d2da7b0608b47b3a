/** The service's own paths (not calculators, not catalogues): one definition for server, OpenAPI and build. */
export const ROOT_PATH = '/'
export const OPENAPI_PATH = '/openapi.json'
export const DOCS_PATH = '/docs'
export const HEALTH_PATH = '/healthz'
