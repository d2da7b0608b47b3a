/**
 * A reference's author line (metrics/sources.ts) as schema.org authors. The line is a
 * comma-separated list: a person is "Surname Initials" ("St Jeor ST"), any other name is a
 * corporate author ("World Health Organization"), and "et al." only says the list was cut.
 */
export interface Person {
  '@type': 'Person'
  name: string
  familyName: string
}

export interface Organization {
  '@type': 'Organization'
  name: string
}

/** A surname of one or more words, then one to four capital initials, as in Vancouver style. */
const PERSON = /^(\p{L}[\p{L}'’ -]*) (\p{Lu}{1,4})$/u
const ET_AL = /^et al\.?$/

export function parseAuthors(line: string): (Person | Organization)[] {
  const names = line
    .split(',')
    .map((part) => part.trim())
    .filter((name) => name !== '' && !ET_AL.test(name))
  if (names.length === 0) throw new Error(`no author in "${line}"`)
  return names.map((name) => {
    const familyName = PERSON.exec(name)?.[1]
    return familyName === undefined ? { '@type': 'Organization', name } : { '@type': 'Person', name, familyName }
  })
}
