/**
 * The discovery catalogues and llms.txt as MCP resources: named by their published URL, with
 * their media types, read from the same built files the HTTP routes serve. Only documents
 * that were built are listed.
 */
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js'
import { catalogueInfo, LLMS_TXT, type PublishedDocument } from '../../api/documents.ts'
import { documentOperationId } from '../../api/openapi/operation-ids.ts'
import { identityOf } from '../static/accept-encoding.ts'
import type { StaticFile } from '../static/load.ts'
import { sharedResult } from './shared-results.ts'

const DOCUMENTS: PublishedDocument[] = [...Object.values(catalogueInfo), LLMS_TXT]

/** How a client reaches the resources: over stdio, no HTTP server runs in the process. */
export type McpTransport = 'http' | 'stdio'

/**
 * Over stdio the URIs still name the documents at BASE_URL (http://localhost:3000 unless set), the
 * same names as over HTTP, though nothing may serve them there: each description says so.
 */
export const STDIO_URI_NOTE =
  'Read it with resources/read: its URI names the service at BASE_URL, which this stdio server does not run, so fetching the URI works only where a deployment is running.'

export interface CatalogueResources {
  list: Resource[]
  /** The document's text, or undefined for a URI that is not one of `list`. */
  read(uri: string): Promise<ReadResourceResult> | undefined
}

export function catalogueResources(files: StaticFile[], baseUrl: string, transport: McpTransport = 'http'): CatalogueResources {
  const byUri = new Map<string, { resource: Resource; file: StaticFile; result?: Promise<ReadResourceResult> }>()
  for (const document of DOCUMENTS) {
    const file = files.find((f) => f.path === document.path)
    if (file === undefined) continue
    const uri = `${baseUrl}${document.path}`
    const resource = {
      uri,
      name: documentOperationId(document.path),
      title: document.title,
      description: transport === 'stdio' ? `${document.description} ${STDIO_URI_NOTE}` : document.description,
      mimeType: document.mediaType,
      // The catalogues run to 180 KB: an agent can weigh what a read costs before making it.
      size: identityOf(file.variants).size,
    }
    byUri.set(uri, { resource, file })
  }
  return {
    list: [...byUri.values()].map((entry) => entry.resource),
    read(uri) {
      const entry = byUri.get(uri)
      if (entry === undefined) return undefined
      const { resource, file } = entry
      // Read once: every request shares the text, and the JSON made of it (shared-results.ts).
      entry.result ??= identityOf(file.variants)
        .ok.clone()
        .text()
        .then((text) => sharedResult({ contents: [{ uri: resource.uri, mimeType: resource.mimeType, text }] }))
      return entry.result
    },
  }
}
