/** How the catalogues cite the one bibliography (metrics/sources.ts). Real references only. */
import { type Reference, references } from '../metrics/sources.ts'

export const bibliography = references
export type CitedId = keyof typeof bibliography

export interface PublishedCitation {
  id: string
  authors: string
  year: number
  title: string
  note?: string
  journal: string
  doi?: string
  url?: string
}

/** A DOI is linked through the resolver, the stable address of the work. */
export const referenceLink = (r: Reference): string | undefined => (r.doi === undefined ? r.url : `https://doi.org/${r.doi}`)

export function citation(id: CitedId): PublishedCitation {
  const r: Reference = bibliography[id]
  return {
    id: r.id,
    authors: r.authors,
    year: r.year,
    title: r.title,
    ...(r.note === undefined ? {} : { note: r.note }),
    journal: r.publishedIn,
    ...(r.doi === undefined ? {} : { doi: r.doi }),
    ...(referenceLink(r) === undefined ? {} : { url: referenceLink(r) }),
  }
}

/** Each id once, in first-seen order, as citations. */
export const citations = (ids: readonly CitedId[]): PublishedCitation[] => [...new Set(ids)].map(citation)
