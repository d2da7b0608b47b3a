/** For test/server/lazy-documents.test.ts: one builder imported before the module runs, the other only when called. */
import { buildOpenApi } from '../../../api/openapi/document.ts'

export const builders = async () => [buildOpenApi, (await import('../../../server/docs/render-docs.ts')).renderDocsPage]
