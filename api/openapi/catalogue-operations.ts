/**
 * The discovery documents served from dist/ (catalogues, their JSON Schemas, llms.txt,
 * the sitemap), described from the same list the catalogue build publishes.
 */
import { type PublishedDocument, publishedDocuments, SCHEMA_MEDIA_TYPE } from '../documents.ts'
import { documentOperationId } from './operation-ids.ts'
import { errorResponsesFor } from './problems.ts'
import type { PathItem } from './types.ts'

export const CATALOGUE_TAG = 'Catalogues'

const isJson = (mediaType: string) => mediaType.endsWith('json')

function documentGet({ path, mediaType, title, description }: PublishedDocument): PathItem {
  const schema = isJson(mediaType)
    ? {
        type: 'object',
        description: mediaType === SCHEMA_MEDIA_TYPE ? 'A JSON Schema (draft 2020-12)' : 'See the JSON Schema named in the Link header',
      }
    : { type: 'string' }
  return {
    get: {
      operationId: documentOperationId(path),
      tags: [CATALOGUE_TAG],
      summary: title,
      description: `${description} ${STATIC_FILE.description}`,
      responses: {
        '200': { description: title, headers: STATIC_FILE.headers, content: { [mediaType.split(';')[0]!]: { schema } } },
        ...STATIC_FILE.notModified,
        ...errorResponsesFor([405, 429, 500]),
      },
    },
  }
}

/** What any file answered as the built files are (prepared once, compressed, tagged) says of its caching. */
const CACHEABLE = 'Static and cacheable: send an earlier ETag in If-None-Match to get 304; brotli or gzip by Accept-Encoding'

export const STATIC_FILE = {
  description: `${CACHEABLE} (unless the deployment serves identity bytes only, CATALOGUE_SERVING=native, and leaves compression to its CDN).`,
  /** For the documents the server makes on their first request (/openapi.json, /docs), which CATALOGUE_SERVING=native leaves negotiated. */
  madeDescription: `${CACHEABLE}, whatever CATALOGUE_SERVING is (the server makes it on its first request; it is not a built file).`,
  headers: {
    ETag: { description: 'Identifies these bytes (each encoding has its own)', schema: { type: 'string' } },
    'Cache-Control': { description: 'How long caches may keep the document', schema: { type: 'string' } },
  },
  notModified: { '304': { description: 'Not modified: the ETag sent is current' } },
}

export const cataloguePaths: Record<string, PathItem> = Object.fromEntries(
  publishedDocuments.map((document) => [document.path, documentGet(document)]),
)
