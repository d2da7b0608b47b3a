/** The parts of an OpenAPI 3.1 document this service writes and its docs page reads. */

/** A JSON Schema (2020-12 dialect) as published: plain data, no TypeBox symbols. */
export interface JsonSchema {
  $ref?: string
  type?: string
  description?: string
  properties?: Record<string, JsonSchema>
  patternProperties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
  minimum?: number
  maximum?: number
  format?: string
  formatMinimum?: string
  formatMaximum?: string
  [keyword: string]: unknown
}

export interface MediaType {
  schema: JsonSchema
  example?: unknown
}

export interface Header {
  description: string
  schema: JsonSchema
}

export interface ResponseObject {
  description: string
  headers?: Record<string, Header>
  content?: Record<string, MediaType>
}

export interface Reference {
  $ref: string
}

export interface Parameter {
  name: string
  in: 'query'
  required: boolean
  description: string
  schema: JsonSchema
  example: unknown
}

export interface Operation {
  operationId: string
  tags: string[]
  summary: string
  description: string
  parameters?: Parameter[]
  requestBody?: { required: true; content: Record<string, MediaType> }
  responses: Record<string, ResponseObject | Reference>
}

export type HttpMethod = 'get' | 'post'

export type PathItem = Partial<Record<HttpMethod, Operation>>

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } }
  servers: { url: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, PathItem>
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, ResponseObject> }
}
