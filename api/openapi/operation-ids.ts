/** OpenAPI operation ids: camelCase names a client generator can turn into method names. */
import { camelCase } from '../../metrics/calculator.ts'

/**
 * A published document's operation id, from its file name: `entities.json` → `entities`,
 * `entities.schema.json` → `entitiesSchema`, `llms.txt` → `llmsTxt`, `knowledge-sitemap.xml` →
 * `knowledgeSitemap`.
 */
export function documentOperationId(path: string): string {
  const [stem, ...extensions] = path.slice(path.lastIndexOf('/') + 1).split('.')
  const suffix = extensions.includes('schema') ? 'Schema' : extensions.includes('txt') ? 'Txt' : ''
  return camelCase(stem!) + suffix
}
