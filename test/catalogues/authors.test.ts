/** Author lines ("Surname Initials, ..." or corporate names) become schema.org Persons and Organizations. */
import { describe, expect, test } from 'bun:test'
import { parseAuthors } from '../../knowledge/authors.ts'
import { type Reference, references } from '../../metrics/sources.ts'

const typed = (line: string) => parseAuthors(line).map((a) => `${a['@type']}: ${a.name}`)

describe('parseAuthors', () => {
  test.each([
    ['Cunningham JJ', ['Person: Cunningham JJ']],
    ['Hector AJ, Phillips SM', ['Person: Hector AJ', 'Person: Phillips SM']],
    ['Mifflin MD, St Jeor ST', ['Person: Mifflin MD', 'Person: St Jeor ST']],
    ['Jäger R, Kerksick CM, Campbell BI, et al.', ['Person: Jäger R', 'Person: Kerksick CM', 'Person: Campbell BI']],
    ['World Health Organization', ['Organization: World Health Organization']],
    ['American Council on Exercise', ['Organization: American Council on Exercise']],
    // A corporate author is written without commas, which separate authors.
    ['Food and Nutrition Board of the Institute of Medicine', ['Organization: Food and Nutrition Board of the Institute of Medicine']],
    [
      'U.S. Department of Agriculture, U.S. Department of Health and Human Services',
      ['Organization: U.S. Department of Agriculture', 'Organization: U.S. Department of Health and Human Services'],
    ],
    ['WHO, Smith J', ['Organization: WHO', 'Person: Smith J']],
    // Suffixes and affiliations, as an audit found them split into bogus authors.
    ['Silva AM, Pierson RN Jr', ['Person: Silva AM', 'Person: Pierson RN Jr']],
    ['Zepeda-Tello R (Instituto Nacional de Salud Pública, Mexico)', ['Person: Zepeda-Tello R']],
  ])('%s', (line, expected) => {
    expect(typed(line)).toEqual(expected)
  })

  test('a person keeps the surname apart; a line with no author is refused', () => {
    expect(parseAuthors('St Jeor ST')).toEqual([{ '@type': 'Person', name: 'St Jeor ST', familyName: 'St Jeor' }])
    expect(parseAuthors('Zepeda-Tello R (Instituto Nacional de Salud Pública, Mexico)')).toEqual([
      {
        '@type': 'Person',
        name: 'Zepeda-Tello R',
        familyName: 'Zepeda-Tello',
        affiliation: { '@type': 'Organization', name: 'Instituto Nacional de Salud Pública, Mexico' },
      },
    ])
    // A Roman-numeral suffix is not initials: the surname stops before the initials.
    expect(parseAuthors('Müller-Lüdenscheidt K III')).toEqual([
      { '@type': 'Person', name: 'Müller-Lüdenscheidt K III', familyName: 'Müller-Lüdenscheidt' },
    ])
    expect(parseAuthors('Smith J II')).toEqual([{ '@type': 'Person', name: 'Smith J II', familyName: 'Smith' }])
    expect(parseAuthors('EFSA Panel on Dietetic Products, Nutrition, and Allergies (NDA)', true)).toEqual([
      { '@type': 'Organization', name: 'EFSA Panel on Dietetic Products, Nutrition, and Allergies (NDA)' },
    ])
    expect(() => parseAuthors('et al.')).toThrow()
  })

  test.each(Object.values(references).map((r) => [r.id, r.authors]))(
    '%s: every name of the author line once, in order, "et al." only dropped; persons end in initials',
    (id, line) => {
      const authors = parseAuthors(line, (references[id as keyof typeof references] as Reference).corporateAuthor)
      const names = authors.map((a) => ('affiliation' in a && a.affiliation ? `${a.name} (${a.affiliation.name})` : a.name))
      expect(names.join(', ')).toBe(line.replace(/, et al\.$/, ''))
      expect(names.some((n) => /et al/.test(n))).toBe(false)
      for (const a of authors) {
        if (a['@type'] === 'Person') expect(a.name).toMatch(new RegExp(`^${a.familyName} \\p{Lu}{1,4}( (Jr|Sr|II|III|IV))?$`, 'u'))
        else expect(a.name).not.toMatch(/ \p{Lu}{1,4}$/u)
      }
      // No corporate author is a fragment of a name cut at its commas.
      for (const a of authors) if (a['@type'] === 'Organization') expect(a.name).not.toMatch(/^(and |Nutrition$|Mexico\))/)
    },
  )
})
