/**
 * JSON-LD contexts. Inline, with schema.org as the vocabulary, so a processor expands
 * the documents without fetching anything; `describedBy` links the JSON Schema (POWDER-S
 * describedby, the relation IANA registers for it).
 */
export const SCHEMA_ORG = 'https://schema.org/'

export type TermDefinition = string | { '@id': string; '@type'?: '@id' }
export type JsonLdContext = { '@vocab': typeof SCHEMA_ORG } & Record<string, TermDefinition>

/** A term whose values are IRIs, not strings. */
export const linkTerm = (iri: string) => ({ '@id': iri, '@type': '@id' as const })

export function jsonLdContext(terms: Record<string, TermDefinition> = {}): JsonLdContext {
  return {
    '@vocab': SCHEMA_ORG,
    describedBy: linkTerm('http://www.w3.org/2007/05/powder-s#describedby'),
    url: linkTerm(`${SCHEMA_ORG}url`),
    license: linkTerm(`${SCHEMA_ORG}license`),
    ...terms,
  }
}
