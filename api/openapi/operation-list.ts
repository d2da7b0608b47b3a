/** Every operation of an OpenAPI document as a flat list, for whatever goes through them all. */
import type { HttpMethod, OpenApiDocument, Operation } from './types.ts'

export interface DescribedOperation {
  path: string
  method: HttpMethod
  operation: Operation
}

export const operationsOf = (document: OpenApiDocument): DescribedOperation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [HttpMethod, Operation][]).map(([method, operation]) => ({ path, method, operation })),
  )
