/** The head every plain-JSON catalogue starts with: what it is, where, which version and date. */
import type { Static, TObject } from '@sinclair/typebox'
import { type CatalogueInfo, DATA_LICENSE, SERVICE, schemaPath } from '../../knowledge/service.ts'
import type { BuildContext } from '../context.ts'
import type { headerProperties } from '../schemas/common.ts'

export function catalogueHeader(info: CatalogueInfo, ctx: BuildContext): Static<TObject<typeof headerProperties>> {
  return {
    $schema: ctx.url(schemaPath(info.name)),
    title: info.title,
    description: info.description,
    url: ctx.url(info.path),
    version: SERVICE.version,
    dateModified: ctx.builtAt,
    license: DATA_LICENSE,
  }
}
