/** Schema of /api/v1/dataset-discovery (schema.org DataCatalog, JSON-LD). */
import { Type } from '@sinclair/typebox'
import { closed, Text, Url } from './common.ts'
import { JsonLdContextSchema } from './json-ld.ts'

const Organization = closed({ '@type': Type.Literal('Organization'), name: Type.String(), url: Url() })

const DatasetSchema = closed({
  '@type': Type.Literal('Dataset'),
  '@id': Url('The dataset, a node of this catalogue'),
  identifier: Type.String(),
  name: Text('Name'),
  description: Text('What the dataset holds'),
  url: Url('Landing page: the section of the API reference that describes the file'),
  version: Type.String(),
  dateModified: Type.String({ format: 'date-time' }),
  license: Url(),
  isAccessibleForFree: Type.Literal(true),
  creator: Organization,
  keywords: Type.Array(Type.String(), { minItems: 1 }),
  variableMeasured: Type.Array(
    closed({
      '@type': Type.Literal('PropertyValue'),
      name: Type.String(),
      description: Type.String(),
      unitText: Type.Optional(Type.String()),
    }),
    { minItems: 1 },
  ),
  distribution: Type.Array(
    closed({ '@type': Type.Literal('DataDownload'), contentUrl: Url('The data file'), encodingFormat: Type.String() }),
    { minItems: 1 },
  ),
  isBasedOn: Type.Optional(Type.Array(Url())),
  temporalCoverage: Type.Optional(
    Type.String({ pattern: '^\\d{4}/\\d{4}$', description: 'Years the source data were collected (ISO 8601 interval)' }),
  ),
  describedBy: Url('JSON Schema of the dataset file'),
})

export const DatasetDiscoverySchema = closed({
  '@context': JsonLdContextSchema,
  '@id': Url(),
  '@type': Type.Literal('DataCatalog'),
  name: Type.String(),
  description: Type.String(),
  url: Url(),
  version: Type.String(),
  dateModified: Type.String({ format: 'date-time' }),
  license: Url(),
  inLanguage: Type.String(),
  publisher: Organization,
  describedBy: Url('The JSON Schema this document follows'),
  dataset: Type.Array(DatasetSchema, { minItems: 1 }),
})
