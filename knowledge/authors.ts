/**
 * A reference's author line (metrics/sources.ts) as schema.org authors. The line is a
 * comma-separated list (commas inside parentheses do not separate): a person is "Surname
 * Initials" ("St Jeor ST"), with a suffix ("Pierson RN Jr") or an affiliation in parentheses
 * ("Zepeda-Tello R (Instituto Nacional de Salud Pública, Mexico)") as the line has them; any
 * other name is a corporate author ("World Health Organization"); "et al." only says the list
 * was cut. A corporate name that holds commas itself is marked on its reference, and is one author.
 */
export interface Person {
  '@type': 'Person'
  name: string
  familyName: string
  affiliation?: Organization
}

export interface Organization {
  '@type': 'Organization'
  name: string
}

/** A surname of one or more words, then one to four capital initials, as in Vancouver style, and a generational suffix if any. */
const PERSON = /^(\p{L}[\p{L}'’ -]*?) (\p{Lu}{1,4})(?: (?:Jr|Sr|II|III|IV))?$/u
const AFFILIATED = /^(.+?) \((.+)\)$/
const ET_AL = /^et al\.?$/

/** The line's names: split at commas outside parentheses. */
function namesOf(line: string): string[] {
  const names: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '(') depth++
    else if (line[i] === ')') depth--
    else if (line[i] === ',' && depth === 0) {
      names.push(line.slice(start, i))
      start = i + 1
    }
  }
  names.push(line.slice(start))
  return names.map((name) => name.trim()).filter((name) => name !== '' && !ET_AL.test(name))
}

function authorOf(name: string): Person | Organization {
  const [, who, where] = AFFILIATED.exec(name) ?? []
  const personName = who !== undefined && PERSON.test(who) ? who : name
  const familyName = PERSON.exec(personName)?.[1]
  if (familyName === undefined) return { '@type': 'Organization', name }
  const person: Person = { '@type': 'Person', name: personName, familyName }
  return personName === name ? person : { ...person, affiliation: { '@type': 'Organization', name: where! } }
}

export function parseAuthors(line: string, corporate = false): (Person | Organization)[] {
  if (corporate) return [{ '@type': 'Organization', name: line }]
  const names = namesOf(line)
  if (names.length === 0) throw new Error(`no author in "${line}"`)
  return names.map(authorOf)
}
