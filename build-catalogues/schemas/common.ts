/** Pieces shared by the catalogue schemas. Every object is closed, so a renderer cannot drift. */
import { type TProperties, Type } from '@sinclair/typebox'

export const Url = (description?: string) => Type.String({ format: 'uri', ...(description ? { description } : {}) })
export const Text = (description: string) => Type.String({ minLength: 1, description })
export const closed = <P extends TProperties>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) })

/** The head of every plain-JSON catalogue. */
export const headerProperties = {
  $schema: Url('The JSON Schema this document follows'),
  title: Text('Name of the catalogue'),
  description: Text('What the catalogue contains'),
  url: Url('Where this document is published'),
  version: Text('Version of the service the catalogue describes'),
  dateModified: Type.String({ format: 'date-time', description: 'Build date: the commit date of the sources (SOURCE_DATE_EPOCH)' }),
  license: Url('License of the catalogue data'),
}

export const CitationSchema = closed(
  {
    id: Text('Reference id, used by other catalogue entries'),
    authors: Text('Authors or issuing body'),
    year: Type.Integer({ minimum: 1800, maximum: 2100 }),
    title: Text('Title of the work, as published'),
    note: Type.Optional(Text('What the service uses of the work, or where in it: not part of its title')),
    journal: Text('Journal with volume and pages or, for a book or report, its publisher'),
    doi: Type.Optional(Type.String({ pattern: '^10\\.\\d{4,9}/\\S+$', description: 'Digital Object Identifier' })),
    url: Type.Optional(Url('Link to the work: the DOI resolver when there is a DOI')),
  },
  'A published reference',
)

export const ReferenceIds = Type.Array(Type.String(), { uniqueItems: true, description: 'Ids of entries in the references list' })

export const EndpointLinkSchema = closed({
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  path: Type.String({ pattern: '^/' }),
  url: Url(),
})
