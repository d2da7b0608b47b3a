import { describe, expect, test } from 'bun:test'
import { bmi, bmiCategory, isUnderweight } from '../../metrics/calculators/bmi.ts'
import { bodyFatCategory, usNavyBodyFat } from '../../metrics/calculators/body-fat.ts'
import { InvalidInputError } from '../../metrics/errors.ts'

describe('US Navy body fat (Hodgdon & Beckett 1984, metric)', () => {
  test('male: 495 / (1.0324 − 0.19077·log10(85 − 38) + 0.15456·log10(180)) − 450', () => {
    // log10(47) = 1.672098, log10(180) = 2.255273 → density 1.061989 → 16.11 %
    expect(usNavyBodyFat({ gender: 'male', heightCm: 180, neckCm: 38, waistCm: 85 })).toBeCloseTo(16.1066, 3)
  })

  test('female: 495 / (1.29579 − 0.35004·log10(75 + 100 − 34) + 0.22100·log10(165)) − 450', () => {
    expect(usNavyBodyFat({ gender: 'female', heightCm: 165, neckCm: 34, waistCm: 75, hipCm: 100 })).toBeCloseTo(28.9359, 3)
  })

  test('impossible measurements are rejected with the field named', () => {
    const reject = (m: Parameters<typeof usNavyBodyFat>[0]) => {
      try {
        usNavyBodyFat(m)
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInputError)
        return (e as InvalidInputError).errors.map((x) => x.field)
      }
      throw new Error('accepted impossible measurements')
    }
    expect(reject({ gender: 'male', heightCm: 180, neckCm: 40, waistCm: 40 })).toEqual(['waistCm'])
    // waist − neck = 1 cm gives a negative percentage: outside 2-75 %; every measurement in the equation is named
    expect(reject({ gender: 'male', heightCm: 180, neckCm: 60, waistCm: 61 })).toEqual(['heightCm', 'neckCm', 'waistCm'])
  })

  test('a direct call for a woman without hipCm is a programming error (the calculator input requires it)', () => {
    expect(() => usNavyBodyFat({ gender: 'female', heightCm: 165, neckCm: 34, waistCm: 75 })).toThrow(TypeError)
  })

  test('ACE categories, judged on the one-decimal value', () => {
    expect(bodyFatCategory('male', 5.94)).toBe('Essential fat')
    expect(bodyFatCategory('male', 5.96)).toBe('Athletes') // shows as 6.0
    expect(bodyFatCategory('male', 17.9)).toBe('Fitness')
    expect(bodyFatCategory('male', 24.9)).toBe('Average')
    expect(bodyFatCategory('male', 25)).toBe('Obese')
    expect(bodyFatCategory('female', 13.9)).toBe('Essential fat')
    expect(bodyFatCategory('female', 20.9)).toBe('Athletes')
    expect(bodyFatCategory('female', 24.9)).toBe('Fitness')
    expect(bodyFatCategory('female', 31.9)).toBe('Average')
    expect(bodyFatCategory('female', 32)).toBe('Obese')
  })
})

describe('BMI (WHO TRS 894)', () => {
  test('80 kg / 1.8² = 24.69', () => {
    expect(bmi(80, 180)).toBeCloseTo(24.6914, 4)
  })

  test('categories from the one-decimal value', () => {
    expect(bmiCategory(18.44)).toBe('Underweight')
    expect(bmiCategory(18.45)).toBe('Normal weight') // shows as 18.5
    expect(bmiCategory(24.94)).toBe('Normal weight')
    expect(bmiCategory(24.95)).toBe('Overweight')
    expect(bmiCategory(30)).toBe('Obesity class I')
    expect(bmiCategory(35)).toBe('Obesity class II')
    expect(bmiCategory(40)).toBe('Obesity class III')
    expect(isUnderweight(18.44)).toBe(true)
    expect(isUnderweight(18.45)).toBe(false)
  })
})
