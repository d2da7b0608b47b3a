/**
 * Renders every published file in memory: each JSON catalogue and its JSON Schema, the
 * sitemap and llms.txt. Every document is validated as the bytes that will be served
 * (serialized, then parsed back), so what passes is exactly what clients get.
 */

import { SCHEMA_MEDIA_TYPE } from '../api/documents.ts'
import { type ClientModules, listedPages } from '../api/pages.ts'
import { LLMS_TXT, ROBOTS_TXT, SITEMAP, schemaPath } from '../knowledge/service.ts'
import { renderSiteFiles } from '../site/render.ts'
import type { JsonCatalogue } from './catalogue.ts'
import { jsonCatalogues } from './catalogues/index.ts'
import type { BuildContext } from './context.ts'
import { renderLlmsTxt } from './llms-txt.ts'
import { SitemapEntriesSchema } from './schemas/sitemap.ts'
import { renderSitemap, sitemapPaths } from './sitemap.ts'
import { createValidator, type Validate } from './validate.ts'

export interface BuiltFile {
  path: string
  contentType: string
  bytes: Uint8Array
  /** The JSON Schema the document follows. */
  describedBy?: string
  /** Overrides the service's default Content-Security-Policy (the HTML pages' allows their style and script). */
  contentSecurityPolicy?: string
}

const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema'

/** Pretty JSON; a number JSON cannot hold is a bug, not something to turn silently into null. */
export function serialize(value: unknown): string {
  const json = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'number' && !Number.isFinite(v)) throw new Error('a non-finite number cannot be published as JSON')
      return v
    },
    2,
  )
  return `${json}\n`
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

function publishedSchema(catalogue: JsonCatalogue, ctx: BuildContext) {
  const schema = JSON.parse(JSON.stringify(catalogue.schema)) as Record<string, unknown>
  return {
    $schema: JSON_SCHEMA_DIALECT,
    $id: ctx.url(schemaPath(catalogue.info.name)),
    title: `${catalogue.info.title} (JSON Schema)`,
    ...schema,
  }
}

function catalogueFiles(catalogue: JsonCatalogue, ctx: BuildContext, validate: Validate): BuiltFile[] {
  const schema = publishedSchema(catalogue, ctx)
  const text = serialize(catalogue.render(ctx))
  validate(schema, JSON.parse(text), catalogue.info.path)
  return [
    { path: catalogue.info.path, contentType: catalogue.info.mediaType, bytes: utf8(text), describedBy: schema.$id },
    { path: schemaPath(catalogue.info.name), contentType: SCHEMA_MEDIA_TYPE, bytes: utf8(serialize(schema)) },
  ]
}

function sitemapFile(paths: string[], ctx: BuildContext, validate: Validate): BuiltFile {
  const entries = paths.map((path) => ({ loc: ctx.url(path), lastmod: ctx.builtAt }))
  validate(SitemapEntriesSchema, entries, SITEMAP.path)
  return { path: SITEMAP.path, contentType: SITEMAP.mediaType, bytes: utf8(renderSitemap(entries)) }
}

/** `modules`: the pages' browser modules, bundled by the build or taken from an earlier build. */
export function renderSite(ctx: BuildContext, modules: ClientModules): BuiltFile[] {
  const validate = createValidator()
  const files = [
    ...jsonCatalogues.flatMap((catalogue) => catalogueFiles(catalogue, ctx, validate)),
    { path: LLMS_TXT.path, contentType: LLMS_TXT.mediaType, bytes: utf8(renderLlmsTxt(ctx)) },
  ]
  // robots.txt is for crawlers, not content: the sitemap leaves it out, as it does the pages' scripts and icon.
  const robots = `User-agent: *\nAllow: /\nSitemap: ${ctx.url(SITEMAP.path)}\n`
  const pages = listedPages.map((p) => p.path)
  return [
    ...files,
    sitemapFile(sitemapPaths([...pages, ...files.map((f) => f.path)]), ctx, validate),
    { path: ROBOTS_TXT.path, contentType: ROBOTS_TXT.mediaType, bytes: utf8(robots) },
    ...renderSiteFiles(ctx.url, modules),
  ]
}
