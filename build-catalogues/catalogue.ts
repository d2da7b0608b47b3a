/** A JSON catalogue: where it lives, the schema it must follow, and how it is rendered. */
import type { Static, TSchema } from '@sinclair/typebox'
import type { CatalogueInfo } from '../knowledge/service.ts'
import type { BuildContext } from './context.ts'

export interface JsonCatalogue<S extends TSchema = TSchema> {
  info: CatalogueInfo
  schema: S
  render(ctx: BuildContext): Static<S>
}

/** Ties the renderer's return type to the schema, so the compiler checks most of what ajv checks. */
export const defineCatalogue = <S extends TSchema>(catalogue: JsonCatalogue<S>): JsonCatalogue<S> => catalogue
