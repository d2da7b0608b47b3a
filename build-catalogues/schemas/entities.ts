/** Schema of /api/v1/entities.json (JSON-LD). */
import { Type } from '@sinclair/typebox'
import { closed, Text, Url } from './common.ts'
import { JsonLdContextSchema, NodeId, NodeIds, NodeTypes } from './json-ld.ts'

const TermNode = closed({
  '@id': NodeId,
  '@type': NodeTypes('DefinedTerm', 'PropertyValue'),
  termCode: Type.String(),
  name: Text('Name of the quantity'),
  alternateName: Type.Optional(Type.String()),
  description: Text('What the quantity is'),
  unitText: Text('Unit'),
  inDefinedTermSet: Url(),
  subjectOf: Type.Optional(Url('Its summary')),
})

const RelationTypeNode = closed({
  '@id': NodeId,
  '@type': Type.Literal('RelationType'),
  name: Type.String(),
  description: Text('How to read "subject <relation> object"'),
})

const RelationNode = closed({
  '@id': NodeId,
  '@type': NodeTypes('Relation', 'CreativeWork'),
  name: Text('The relation as a sentence'),
  relationType: NodeId,
  subject: NodeId,
  object: Type.Array(NodeId, { minItems: 1 }),
  by: Type.Optional(NodeIds),
  equation: Text('The equation linking them, as the code computes it'),
  model: Type.String({ description: 'Id of the model in ai-agent.json' }),
  citation: NodeIds,
})

const ReferenceNode = closed({
  '@id': NodeId,
  '@type': Type.Literal('CreativeWork'),
  identifier: Type.String(),
  name: Text('Title'),
  author: Type.Array(
    Type.Union([
      closed({
        '@type': Type.Literal('Person'),
        name: Text('Surname and initials (and a suffix such as Jr)'),
        familyName: Text('Surname'),
        affiliation: Type.Optional(
          closed({ '@type': Type.Literal('Organization'), name: Text('Affiliation, as the author line gives it') }),
        ),
      }),
      closed({ '@type': Type.Literal('Organization'), name: Text('Corporate author') }),
    ]),
    { minItems: 1, description: 'Authors in the order of the author line, "et al." left out' },
  ),
  creditText: Text('The author line as cited'),
  datePublished: Type.String({ pattern: '^\\d{4}$' }),
  publishedIn: Text('Journal, or publisher of a book or report'),
  description: Type.Optional(Text('What the service uses of the work, or where in it: not part of its title')),
  url: Type.Optional(Url()),
})

export const EntitiesSchema = closed({
  '@context': JsonLdContextSchema,
  '@id': Url(),
  '@type': Type.Literal('DefinedTermSet'),
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  dateModified: Type.String({ format: 'date-time' }),
  license: Url(),
  describedBy: Url('The JSON Schema this document follows'),
  '@graph': Type.Array(Type.Union([TermNode, RelationTypeNode, RelationNode, ReferenceNode])),
})
