/** The whole-input fast path accepts exactly what the published schema does, unknown names included; conditional requirements. */
import { describe, expect, test } from 'bun:test'
import { computeAsApi, exampleInput } from '../../api/examples.ts'
import { type Calculator, calculators, checkInput } from '../../metrics/index.ts'

const bmi = calculators.bmi.input
const valid = { weightKg: 70, heightCm: 175 }

describe('whole-input check', () => {
  test('an own unknown name is refused, and named in the diagnosis', () => {
    expect(bmi.accepts({ ...valid, mood: 'good' })).toBe(false)
    const refusal = (() => {
      try {
        checkInput(bmi, { ...valid, mood: 'good' })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toMatchObject({ errors: [{ field: 'mood', message: 'is not accepted by this endpoint' }] })
    expect(bmi.accepts(JSON.parse('{"weightKg":70,"heightCm":175,"__proto__":1}'))).toBe(false)
  })

  test('the cap holds when an unprintable name adds its summary entry after 25 named ones', () => {
    const raw: Record<string, unknown> = { weightKg: 80, heightCm: 175 }
    for (let i = 0; i < 24; i++) raw[`extra${i}`] = i
    raw['bad name!'] = 1 // unprintable: reported as one '(unnamed)' entry, without its name
    raw.extra24 = 24 // the 25th named entry
    let refusal = { errors: [] as { field: string }[], summary: '' }
    try {
      checkInput(bmi, raw)
    } catch (error) {
      refusal = error as typeof refusal
    }
    expect(refusal.errors).toHaveLength(25)
    expect(refusal.errors.map((e) => e.field)).toEqual(Array.from({ length: 25 }, (_, i) => `extra${i}`))
    // The dropped '(unnamed)' entry is a 26th problem: the detail says more were found.
    expect(refusal.summary).toEndWith('extra24; only the first 25 problems are listed: correct these and send again.')
  })

  test('a refusal of exactly 25 problems lists them all and says nothing of more; of 26, says there are more', () => {
    const summaryFor = (unknown: number) => {
      const raw: Record<string, unknown> = { weightKg: 80, heightCm: 175 }
      for (let i = 0; i < unknown; i++) raw[`extra${i}`] = i
      try {
        checkInput(bmi, raw)
      } catch (error) {
        return (error as { summary: string }).summary
      }
    }
    const names = (n: number) => Array.from({ length: n }, (_, i) => `extra${i}`).join(', ')
    expect(summaryFor(25)).toBe(`Invalid input: ${names(25)}.`)
    expect(summaryFor(26)).toBe(`Invalid input: ${names(25)}; only the first 25 problems are listed: correct these and send again.`)
  })

  test('a refusal names at most 25 fields, whatever a body holds, and words a hint only for those', () => {
    const raw: Record<string, unknown> = { weightKg: 'heavy', heightCm: 175 } // one bad field of ours, first
    for (let i = 0; i < 5000; i++) raw[`weightKg${i}`] = i // unknown names, each within reach of a suggestion
    const refuse = () => {
      try {
        checkInput(bmi, raw)
      } catch (error) {
        return (error as { errors: { field: string }[] }).errors
      }
    }
    const errors = refuse()!
    expect(errors).toHaveLength(25)
    expect(errors[0]!.field).toBe('weightKg')
    expect(errors.slice(1).map((e) => e.field)).toEqual(Array.from({ length: 24 }, (_, i) => `weightKg${i}`))
    // The cap must stop the work, not just trim the answer: worded for all 5,000 names the refusal takes
    // about 45 ms here, capped about 1 ms. The best of five runs keeps a loaded machine from deciding.
    let best = Infinity
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      refuse()
      best = Math.min(best, performance.now() - started)
    }
    expect(best).toBeLessThan(15)
  })

  test('only own names count: an inherited enumerable property (prototype pollution) is not an input', () => {
    const inherited = Object.assign(Object.create({ polluted: true }) as object, valid)
    expect(bmi.accepts(inherited)).toBe(true)
  })

  test('query-built objects without a prototype are checked the same way', () => {
    const raw = Object.assign(Object.create(null) as object, valid)
    expect(bmi.accepts(raw)).toBe(true)
    expect(bmi.accepts(Object.assign(raw, { extra: '1' }))).toBe(false)
  })
})

/** The field errors of a refused input, or undefined if it was accepted. */
function refusal(def: Parameters<typeof checkInput>[0], raw: Record<string, unknown>, duplicated: string[] = []) {
  try {
    checkInput(def, raw, { duplicated })
  } catch (error) {
    return (error as { errors: { field: string; message: string }[] }).errors
  }
  return undefined
}

describe('a field another field makes necessary', () => {
  const bodyFat = calculators.bodyFat.input
  const tdee = calculators.tdee.input
  const woman = { gender: 'female', heightCm: 165, neckCm: 34, waistCm: 75 }

  test('is refused by the fast path and named by the diagnosis', () => {
    expect(bodyFat.accepts(woman)).toBe(false)
    expect(refusal(bodyFat, woman)).toEqual([
      { field: 'hipCm', message: 'is required for female; it must be a number from 40 to 250 (cm)' },
    ])
    expect(refusal(bodyFat, { ...woman, hipCm: 100 })).toBeUndefined()
    expect(refusal(bodyFat, { ...woman, gender: 'male' })).toBeUndefined()
  })

  test('is named together with every other bad field, in field order', () => {
    expect(refusal(bodyFat, { ...woman, neckCm: 10, foo: 1 })?.map((e) => e.field)).toEqual(['neckCm', 'hipCm', 'foo'])
    const man = { gender: 'male', age: 30, weightKg: 80, heightCm: 180 }
    expect(refusal(tdee, { ...man, formula: 'cunningham' })).toEqual([
      { field: 'bodyFatPercent', message: 'is required by the cunningham formula; it must be a number from 3 to 70 (%)' },
      { field: 'activityLevel', message: 'is required; it must be one of: sedentary, light, moderate, active, extreme' },
    ])
    expect(refusal(tdee, { ...man, activityLevel: 'light', formula: 'mifflin-st-jeor' })).toBeUndefined()
    expect(refusal(tdee, { ...man, activityLevel: 'light' })).toBeUndefined() // the default formula needs no body fat
  })

  test('only a valid deciding value counts: an invalid or repeated one is reported, not guessed at', () => {
    expect(refusal(bodyFat, { ...woman, gender: 'Female' })?.map((e) => e.field)).toEqual(['gender'])
    expect(refusal(bodyFat, woman, ['gender'])?.map((e) => e.field)).toEqual(['gender'])
  })
})

describe('published defaults', () => {
  // The schema's `default` is documentation only: each compute applies its own. Leaving a field out must
  // answer as sending its published default does, or the documents promise what the service does not do.
  test('leaving out a field with a published default answers as sending that default', () => {
    const compared: string[] = []
    for (const calculator of Object.values(calculators) as Calculator[]) {
      for (const f of calculator.input.fields) {
        if (f.defaultValue === undefined) continue
        const { [f.name]: _, ...without } = exampleInput(calculator)
        const omitted = computeAsApi(calculator, without)
        expect({ field: `${calculator.id} ${f.name}`, answer: omitted }).toEqual({
          field: `${calculator.id} ${f.name}`,
          answer: computeAsApi(calculator, { ...without, [f.name]: f.defaultValue }),
        })
        compared.push(`${calculator.id} ${f.name}`)
      }
    }
    // formula (BMR, TDEE), model (the two plans, the estimator), climate and trainingMinutes, preset.
    expect(compared.sort()).toEqual([
      'bmr-calculator formula',
      'calculate model',
      'calculate-deficit model',
      'macronutrient-calculator preset',
      'tdee-estimator formula',
      'water-intake-calculator climate',
      'water-intake-calculator trainingMinutes',
      'weight-loss-estimator model',
    ])
  })
})
