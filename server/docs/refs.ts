/** Follows the document's local `$ref`s (`#/components/...`), which is all it uses. */
import type { OpenApiDocument } from '../../api/openapi/types.ts'

export function resolve<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value) || typeof value.$ref !== 'string') return value as T
  const target = value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
  if (target === undefined) throw new Error(`Unresolvable reference ${value.$ref}`)
  return resolve(document, target as T)
}
