/**
 * The Hall 2011 adult body-weight model (Lancet 378:826-837 and its web appendix), as the
 * NIH Body Weight Planner and the bw package (src/adult_weight.cpp) integrate it: fat, lean
 * tissue, glycogen, extracellular fluid and adaptive thermogenesis, with intake held
 * constant from day 0. Pure and allocation-free per simulated day.
 */
import { HALL_ENERGY, HALL_GLYCOGEN_AND_FLUID, JACKSON_BODY_FAT, KJ_PER_KCAL, SILVA_EXTRACELLULAR_FLUID } from '../constants.ts'
import { fields, type Gender } from '../fields.ts'

export interface AdultBaseline {
  gender: Gender
  age: number
  weightKg: number
  heightM: number
  /** Resting expenditure at baseline (kcal/day): the service passes its own BMR, tests bw's Mifflin. */
  restingKcal: number
  /** Total over resting expenditure at baseline. */
  pal: number
  /** Measured body fat; otherwise Jackson et al. 2002 from BMI and age. */
  bodyFatPercent?: number
  /** The intake before day 0 (kcal/day); default rmr × PAL, i.e. in energy balance. */
  baselineIntakeKcal?: number
  /** Carbohydrate share of intake; default 0.5. */
  carbohydrateShare?: number
}

/** Where a constant intake settles: lean tissue (below zero when the model leaves a body behind) and weight. */
export interface SteadyState {
  leanKg: number
  weightKg: number
}

/**
 * The model's domain, a convention of ours: its equations carry lean tissue below zero (the
 * source defines no domain), and a state without lean tissue is no body's, so no answer is read
 * from one.
 */
export const keepsLeanTissue = (state: { leanKg: number }): boolean => state.leanKg >= 0

export interface BodyState {
  fatKg: number
  leanKg: number
  glycogenKg: number
  extracellularFluidKg: number
  /** Adaptive thermogenesis (kcal/day). */
  adaptationKcal: number
  weightKg: number
}

const E = HALL_ENERGY.value
const GF = HALL_GLYCOGEN_AND_FLUID.value
const kcal = (kj: number) => kj / KJ_PER_KCAL.value
const rhoF = kcal(E.fatEnergyDensityMjPerKg * 1000)
const rhoL = kcal(E.leanEnergyDensityMjPerKg * 1000)
const rhoG = kcal(E.glycogenEnergyDensityMjPerKg * 1000)
const gammaF = kcal(E.fatMaintenanceKjPerKgDay)
const gammaL = kcal(E.leanMaintenanceKjPerKgDay)
const C = E.forbesKg * (rhoL / rhoF)
const alpha1 = -(1 + kcal(E.leanSynthesisKjPerKg) / rhoL) * C
const alpha2 = -(1 + kcal(E.fatSynthesisKjPerKg) / rhoF)
const glycogenMass = 1 + GF.waterPerGlycogen // kg of body weight per kg of glycogen
const forbesExponent = rhoL / (rhoF * C)
const leanPerRate = C / rhoL
/** The sketch's daily steps, then its longest step (days). */
const SKETCH = { dailyDays: 14, stepDays: 28 }
/** The coefficients of e^(c·k) as a series in k, for a fixed c, and the k below which the series is exact. */
interface ScaledSeries {
  c1: number
  c2: number
  c3: number
  c4: number
  c5: number
  c6: number
  limit: number
}
/** The series' terms to the 6th power: the next is under 5e-17 of the sum below 2^-6, below double precision. */
const SERIES_LIMIT = 1 / 64
export const seriesOf = (c: number): ScaledSeries => ({
  c1: c,
  c2: c ** 2 / 2,
  c3: c ** 3 / 6,
  c4: c ** 4 / 24,
  c5: c ** 5 / 120,
  c6: c ** 6 / 720,
  limit: SERIES_LIMIT / c,
})
/**
 * e^(c·k), for |c·k| below 2^-6 by its series in Estrin's form, with c folded into the
 * coefficients: the simulation's chain waits on three products and two sums of it, not on
 * Math.exp's call nor on the product c·k. Up to the 6th power, a lean-tissue step of a deficit
 * of a few hundred kcal stays within it (to the 4th, within 2^-10, such a deficit's steps
 * called Math.exp and a day took a third longer).
 */
export const expOfScaled = (k: number, s: ScaledSeries) => {
  if (!(Math.abs(k) < s.limit)) return Math.exp(s.c1 * k)
  const k2 = k * k
  const k4 = k2 * k2
  return 1 + s.c1 * k + k2 * (s.c2 + k * s.c3) + k4 * (s.c4 + k * s.c5 + k2 * s.c6)
}
/** The denominator of dL/dt, A + B·F: the energy cost of lean tissue and of the fat that goes with it. */
const leanCost = alpha1 / leanPerRate
const fatCost = alpha2 / leanPerRate
const halfForbes = seriesOf(forbesExponent / 2)
const wholeForbes = seriesOf(forbesExponent)
const sixthForbes = seriesOf(forbesExponent / 6)
/**
 * dL/dt at lean + `step`, where fat has grown by `growth`, given `base` (the rest of the balance
 * plus lean's term before the step) and fat's terms before it: summed so the growth comes last.
 */
const shiftedLeanRate = (base: number, step: number, growth: number, perLean: number, fatTerm: number, fatWeight: number) =>
  (base + perLean * step + fatTerm * growth) / (leanCost + fatWeight * growth)
/** dL/dt from the balance of everything but lean tissue and fat (`rest`), and the weights of lean and fat in it. */
const leanRateFrom = (rest: number, perLean: number, perFat: number, lean: number, fat: number) =>
  (rest + perLean * lean + perFat * fat) / (leanCost + fatCost * fat)

/** What one RK4 step of length 1 multiplies y − y∞ by on y' = λ(y − y∞). */
const rk4Factor = (l: number) => 1 + l + (l * l) / 2 + (l * l * l) / 6 + (l * l * l * l) / 24

/** Initial fat (kg): measured, else Jackson 2002 held within its convention's bounds. */
export function initialFatKg({
  gender,
  age,
  weightKg,
  heightM,
  bodyFatPercent,
}: Pick<AdultBaseline, 'gender' | 'age' | 'weightKg' | 'heightM' | 'bodyFatPercent'>): number {
  if (bodyFatPercent !== undefined) return (weightKg * bodyFatPercent) / 100
  const j = JACKSON_BODY_FAT.value[gender]
  const percent = j.intercept + j.logBmi * Math.log(weightKg / (heightM * heightM)) + j.age * age
  // A convention of ours: outside the range the bodyFatPercent input accepts, the regression extrapolates.
  const { min, max } = fields.bodyFatPercent
  return (weightKg * Math.min(max, Math.max(min, percent))) / 100
}

const initialExtracellularFluidKg = ({ gender, age, weightKg, heightM }: AdultBaseline): number => {
  const s = SILVA_EXTRACELLULAR_FLUID.value[gender]
  return s.intercept + s.age * age + s.heightM * heightM + s.weight * weightKg
}

/** A person at day 0, with everything the equations need precomputed. */
export class HallAdult {
  readonly fat0: number
  readonly lean0: number
  readonly ecf0: number
  readonly glycogen0 = GF.baselineGlycogenKg
  /** The intake before day 0 (kcal/day). */
  readonly baselineIntake: number
  /** Expenditure at baseline, rmr × PAL: the maintenance intake at day 0. */
  readonly maintenance: number
  readonly carbShare: number
  private readonly delta: number
  private readonly K: number
  private readonly baselineCarb: number
  private readonly kG: number

  constructor(readonly baseline: AdultBaseline) {
    const { weightKg, restingKcal, pal } = baseline
    this.ecf0 = initialExtracellularFluidKg(baseline)
    this.fat0 = initialFatKg(baseline)
    this.lean0 = weightKg - (this.ecf0 + this.fat0 + glycogenMass * this.glycogen0)
    this.maintenance = restingKcal * pal
    this.baselineIntake = baseline.baselineIntakeKcal ?? this.maintenance
    this.carbShare = baseline.carbohydrateShare ?? GF.carbohydrateShareOfIntake
    this.delta = (((1 - E.thermicEffectOfFeeding) * pal - 1) * restingKcal) / weightKg
    this.K = this.maintenance - gammaL * this.lean0 - gammaF * this.fat0 - this.delta * weightKg
    this.baselineCarb = this.carbShare * this.baselineIntake
    this.kG = this.baselineCarb / (this.glycogen0 * this.glycogen0)
  }

  /** Forbes: fat follows lean tissue along F = F0·exp(ρL(L − L0)/(ρF·C)). */
  fatFromLean(lean: number): number {
    return this.fat0 * Math.exp(forbesExponent * (lean - this.lean0))
  }

  /**
   * dL/dt (kg/day) for lean mass `lean` and its Forbes fat `fat`, given the rest of the body's
   * mass (fluid and glycogen with its water) and the rest of the energy balance (thermic
   * effect, adaptation, glycogen flux, minus intake), as the appendix's equations combine them.
   */
  private leanRate(lean: number, fat: number, restKg: number, restKcal: number): number {
    return leanRateFrom(this.restBalance(restKg, restKcal), this.delta + gammaL, this.delta + gammaF, lean, fat)
  }

  /** The part of the energy balance that does not depend on lean tissue or fat. */
  private restBalance(restKg: number, restKcal: number): number {
    return this.K + this.delta * restKg + restKcal
  }

  /**
   * Runs `days` one-day RK4 steps at a constant daily intake, calling `visit` after day 0
   * and each day (return true to stop early). Integrated as bw does: adaptive thermogenesis,
   * extracellular fluid and glycogen advance first (they do not depend on lean mass at a
   * constant intake), then lean tissue, whose midpoint stages take their averages.
   */
  simulate(intakeKcal: number, days: number, visit: (day: number, body: BodyState) => unknown): BodyState {
    const change = intakeKcal - this.baselineIntake
    const carb = this.carbShare * intakeKcal
    const tef = E.thermicEffectOfFeeding * change
    const { ecf0, fat0, lean0, kG } = this
    // Adaptive thermogenesis and extracellular fluid obey linear equations, y' = λ(y − y∞), on
    // which one RK4 step multiplies the distance to y∞ by R(λ): bw's steps, in closed form.
    const atTarget = E.adaptiveThermogenesis * change
    const atFactor = rk4Factor(-1 / E.adaptiveThermogenesisDays)
    const fluidRate = GF.sodiumExcretionMgPerLiterDay / GF.sodiumMgPerLiter
    const ecfTarget = ecf0 - (GF.carbohydrateSodiumMgPerDay * (1 - carb / this.baselineCarb)) / GF.sodiumExcretionMgPerLiterDay
    const ecfFactor = rk4Factor(-fluidRate)
    // (carb − kG·G²)/ρG with the division folded into the constants, off glycogen's chain.
    const glycogenInflow = carb / rhoG
    const glycogenOutflow = kG / rhoG
    const dG = (g: number) => glycogenInflow - glycogenOutflow * g * g
    // The balance of everything but lean tissue and fat at one instant: a day's end is the next
    // day's start, so each day computes it twice (midpoint and end), not once per RK4 stage.
    const restAt = (g: number, at: number, ecf: number) => this.restBalance(ecf + glycogenMass * g, tef + at - intakeKcal + rhoG * dG(g))
    const perLean = this.delta + gammaL
    const perFat = this.delta + gammaF
    // Glycogen relaxes at a rate of 2·kG·G/ρG per day, which passes RK4's stability limit
    // (about 2.8) with a one-day step once intake is above about 5,800 kcal/day: split the day
    // so each step stays within 2. Ordinary intakes keep bw's single step.
    const glycogenSteps = Math.ceil((kG * Math.max(this.glycogen0, Math.sqrt(Math.max(0, carb) / kG))) / rhoG)
    const h = 1 / glycogenSteps
    const halfH = 0.5 * h
    const sixthH = h / 6
    const body: BodyState = {
      fatKg: fat0,
      leanKg: lean0,
      glycogenKg: this.glycogen0,
      extracellularFluidKg: ecf0,
      adaptationKcal: 0,
      weightKg: this.baseline.weightKg,
    }
    if (visit(0, body) === true) return body
    let lean = lean0
    let fat = fat0
    let g = this.glycogen0
    let ecf = ecf0
    let at = 0
    let rest = restAt(g, at, ecf)
    for (let day = 1; day <= days; day++) {
      const at1 = atTarget + (at - atTarget) * atFactor
      const ecf1 = ecfTarget + (ecf - ecfTarget) * ecfFactor
      let g1 = g
      for (let i = 0; i < glycogenSteps; i++) {
        const k1 = dG(g1)
        const k2 = dG(g1 + halfH * k1)
        const k3 = dG(g1 + halfH * k2)
        g1 += sixthH * (k1 + 2 * k2 + 2 * k3 + dG(g1 + h * k3))
      }
      const restM = restAt(0.5 * (g + g1), 0.5 * (at + at1), 0.5 * (ecf + ecf1))
      const rest1 = restAt(g1, at1, ecf1)
      // A stage's fat is today's times e^(c·step) (Forbes; a step moves lean by grams, so the
      // exponential is a short series). Scaling fat's terms once a day leaves each stage waiting
      // on the exponential, a product, a sum and the division: the day's chain of dependencies.
      const fatTerm = perFat * fat
      const fatWeight = fatCost * fat
      const baseM = restM + perLean * lean
      const k1 = (rest + perLean * lean + fatTerm) / (leanCost + fatWeight)
      const k2 = shiftedLeanRate(baseM, 0.5 * k1, expOfScaled(k1, halfForbes), perLean, fatTerm, fatWeight)
      const k3 = shiftedLeanRate(baseM, 0.5 * k2, expOfScaled(k2, halfForbes), perLean, fatTerm, fatWeight)
      const k4 = shiftedLeanRate(rest1 + perLean * lean, k3, expOfScaled(k3, wholeForbes), perLean, fatTerm, fatWeight)
      const sixSteps = k1 + 2 * k2 + 2 * k3 + k4
      lean += sixSteps / 6
      fat *= expOfScaled(sixSteps, sixthForbes)
      at = at1
      ecf = ecf1
      g = g1
      rest = rest1
      body.leanKg = lean
      body.fatKg = fat
      body.glycogenKg = g
      body.extracellularFluidKg = ecf
      body.adaptationKcal = at
      body.weightKg = lean + fat + ecf + glycogenMass * g
      if (visit(day, body) === true) break
    }
    return body
  }

  /** Weight (kg) after `days` at a constant intake. */
  weightAfter(intakeKcal: number, days: number): number {
    return this.simulate(intakeKcal, days, () => {}).weightKg
  }

  /**
   * Weight after `days` at a constant intake, cheaply and within 10 g of `weightAfter`, for
   * root finding: bw's daily steps while glycogen, fluid and most of the adaptation settle,
   * then lean tissue alone in RK4 steps of up to four weeks, with adaptation on its exact
   * exponential and glycogen and fluid held where they settled (they relax within days).
   */
  sketchWeightAfter(intakeKcal: number, days: number): number {
    const settled = this.simulate(intakeKcal, Math.min(days, SKETCH.dailyDays), () => {})
    if (days <= SKETCH.dailyDays) return settled.weightKg
    const { glycogenKg: g, extracellularFluidKg: ecf, adaptationKcal: at0 } = settled
    const change = intakeKcal - this.baselineIntake
    const atTarget = E.adaptiveThermogenesis * change
    const restKg = ecf + glycogenMass * g
    // Settled glycogen no longer moves: its flux is left out, lest a remnant be held for years.
    const restKcal = E.thermicEffectOfFeeding * change - intakeKcal
    // The adaptation still to come decays by e^(-t/τ): by a constant factor per half step.
    const rate = (lean: number, decay: number) =>
      this.leanRate(lean, this.fatFromLean(lean), restKg, restKcal + atTarget + (at0 - atTarget) * decay)
    const remaining = days - SKETCH.dailyDays
    const steps = Math.ceil(remaining / SKETCH.stepDays)
    const h = remaining / steps
    const halfStepDecay = Math.exp(-(0.5 * h) / E.adaptiveThermogenesisDays)
    let lean = settled.leanKg
    let decay = 1
    for (let i = 0; i < steps; i++) {
      const middle = decay * halfStepDecay
      const end = middle * halfStepDecay
      const k1 = rate(lean, decay)
      const k2 = rate(lean + 0.5 * h * k1, middle)
      const k3 = rate(lean + 0.5 * h * k2, middle)
      lean += (h * (k1 + 2 * k2 + 2 * k3 + rate(lean + h * k3, end))) / 6
      decay = end
    }
    return lean + this.fatFromLean(lean) + restKg
  }

  /**
   * The body a constant intake settles at. At steady state adaptation is βAT·ΔEI, glycogen
   * and fluid follow carbohydrate intake in closed form, and energy balance leaves one
   * increasing function of lean mass, solved by Newton's method. The equations do not stop
   * lean tissue at zero: `keepsLeanTissue` says whether the state is a body's.
   */
  steadyState(intakeKcal: number): SteadyState {
    const change = intakeKcal - this.baselineIntake
    const ratio = (this.carbShare * intakeKcal) / this.baselineCarb
    const g = this.glycogen0 * Math.sqrt(Math.max(0, ratio))
    const ecf = this.ecf0 - (GF.carbohydrateSodiumMgPerDay / GF.sodiumExcretionMgPerLiterDay) * (1 - ratio)
    const fixed =
      this.K + (E.thermicEffectOfFeeding + E.adaptiveThermogenesis) * change - intakeKcal + this.delta * (ecf + glycogenMass * g)
    // Expenditure minus intake is increasing and convex in lean mass (F is), so Newton's method
    // from a point where it is positive falls monotonically onto the root.
    let lean = this.lean0
    const balance = (l: number) => {
      const fat = this.fatFromLean(l)
      return fixed + this.delta * (l + fat) + gammaL * l + gammaF * fat
    }
    while (balance(lean) < 0) lean *= 2
    for (let i = 0; i < 100; i++) {
      const fat = this.fatFromLean(lean)
      const slope = this.delta * (1 + forbesExponent * fat) + gammaL + gammaF * forbesExponent * fat
      const step = balance(lean) / slope
      lean -= step
      // Relative to the size of lean mass, which may be below zero here.
      if (step <= 1e-12 * Math.abs(lean)) break
    }
    return { leanKg: lean, weightKg: lean + this.fatFromLean(lean) + ecf + glycogenMass * g }
  }

  /** The weight a constant intake settles at (the model's, whether or not it keeps lean tissue). */
  plateauWeightKg(intakeKcal: number): number {
    return this.steadyState(intakeKcal).weightKg
  }
}
