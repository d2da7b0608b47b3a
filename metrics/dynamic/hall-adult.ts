/**
 * The Hall 2011 adult body-weight model (Lancet 378:826-837 and its web appendix), as the
 * NIH Body Weight Planner and the bw package (src/adult_weight.cpp) integrate it: fat, lean
 * tissue, glycogen, extracellular fluid and adaptive thermogenesis, with intake held
 * constant from day 0. Pure and allocation-free per simulated day.
 */
import {
  HALL_ENERGY,
  HALL_GLYCOGEN_AND_FLUID,
  JACKSON_BODY_FAT,
  KJ_PER_KCAL,
  SILVA_EXTRACELLULAR_FLUID,
} from '../constants.ts'
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

/** Initial fat (kg): measured, else Jackson 2002 held within its convention's bounds. */
export function initialFatKg({ gender, age, weightKg, heightM, bodyFatPercent }: AdultBaseline): number {
  if (bodyFatPercent !== undefined) return (weightKg * bodyFatPercent) / 100
  const j = JACKSON_BODY_FAT.value[gender]
  const percent = j.intercept + j.logBmi * Math.log(weightKg / (heightM * heightM)) + j.age * age
  // A convention of ours: outside the range the bodyFatPercent input accepts, the regression extrapolates.
  const { min, max } = fields.bodyFatPercent
  return (weightKg * Math.min(max, Math.max(min, percent))) / 100
}

export const initialExtracellularFluidKg = ({ gender, age, weightKg, heightM }: AdultBaseline): number => {
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
    return this.fat0 * Math.exp((rhoL * (lean - this.lean0)) / (rhoF * C))
  }

  /**
   * Runs `days` one-day RK4 steps at a constant daily intake, calling `visit` after day 0
   * and each day (return true to stop early). Integrated as bw does: adaptive thermogenesis,
   * extracellular fluid and glycogen advance first (they do not depend on lean mass at a
   * constant intake), then lean tissue, whose midpoint stages take their averages.
   */
  simulate(intakeKcal: number, days: number, visit: (day: number, body: BodyState) => boolean | void): BodyState {
    const change = intakeKcal - this.baselineIntake
    const carb = this.carbShare * intakeKcal
    const tef = E.thermicEffectOfFeeding * change
    const atTarget = E.adaptiveThermogenesis * change
    const tau = E.adaptiveThermogenesisDays
    const { ecf0, kG, K, delta } = this
    const fluidPull = GF.carbohydrateSodiumMgPerDay * (1 - carb / this.baselineCarb)
    const dAT = (at: number) => (atTarget - at) / tau
    const dECF = (ecf: number) => (-GF.sodiumExcretionMgPerLiterDay * (ecf - ecf0) - fluidPull) / GF.sodiumMgPerLiter
    const dG = (g: number) => (carb - kG * g * g) / rhoG
    const dL = (lean: number, g: number, at: number, ecf: number) => {
      const fat = this.fatFromLean(lean)
      const weight = lean + fat + ecf + glycogenMass * g
      const r3 = K + delta * weight + tef + at - intakeKcal + rhoG * dG(g)
      return ((r3 + gammaL * lean + gammaF * fat) / (alpha1 + alpha2 * fat)) * (C / rhoL)
    }
    const rk4 = (f: (y: number) => number, y: number, h = 1) => {
      const k1 = f(y)
      const k2 = f(y + 0.5 * h * k1)
      const k3 = f(y + 0.5 * h * k2)
      return y + (h * (k1 + 2 * k2 + 2 * k3 + f(y + h * k3))) / 6
    }
    // Glycogen relaxes at a rate of 2·kG·G/ρG per day, which passes RK4's stability limit
    // (about 2.8) with a one-day step once intake is above about 5,800 kcal/day: split the day
    // so each step stays within 2. Ordinary intakes keep bw's single step.
    const glycogenSteps = Math.ceil((kG * Math.max(this.glycogen0, Math.sqrt(Math.max(0, carb) / kG))) / rhoG)
    const glycogenStep = (y: number) => {
      for (let i = 0; i < glycogenSteps; i++) y = rk4(dG, y, 1 / glycogenSteps)
      return y
    }
    const body: BodyState = {
      fatKg: this.fat0,
      leanKg: this.lean0,
      glycogenKg: this.glycogen0,
      extracellularFluidKg: ecf0,
      adaptationKcal: 0,
      weightKg: this.baseline.weightKg,
    }
    if (visit(0, body) === true) return body
    let { leanKg: lean, glycogenKg: g, extracellularFluidKg: ecf, adaptationKcal: at } = body
    for (let day = 1; day <= days; day++) {
      const at1 = rk4(dAT, at)
      const ecf1 = rk4(dECF, ecf)
      const g1 = glycogenStep(g)
      const atM = 0.5 * (at + at1)
      const ecfM = 0.5 * (ecf + ecf1)
      const gM = 0.5 * (g + g1)
      const k1 = dL(lean, g, at, ecf)
      const k2 = dL(lean + 0.5 * k1, gM, atM, ecfM)
      const k3 = dL(lean + 0.5 * k2, gM, atM, ecfM)
      const k4 = dL(lean + k3, g1, at1, ecf1)
      lean += (k1 + 2 * k2 + 2 * k3 + k4) / 6
      at = at1
      ecf = ecf1
      g = g1
      body.leanKg = lean
      body.fatKg = this.fatFromLean(lean)
      body.glycogenKg = g
      body.extracellularFluidKg = ecf
      body.adaptationKcal = at
      body.weightKg = lean + body.fatKg + ecf + glycogenMass * g
      if (visit(day, body) === true) break
    }
    return body
  }

  /** Weight (kg) after `days` at a constant intake. */
  weightAfter(intakeKcal: number, days: number): number {
    return this.simulate(intakeKcal, days, () => {}).weightKg
  }

  /**
   * The weight a constant intake settles at. At steady state adaptation is βAT·ΔEI, glycogen
   * and fluid follow carbohydrate intake in closed form, and energy balance leaves one
   * increasing function of lean mass, solved by bisection.
   */
  plateauWeightKg(intakeKcal: number): number {
    const change = intakeKcal - this.baselineIntake
    const ratio = (this.carbShare * intakeKcal) / this.baselineCarb
    const g = this.glycogen0 * Math.sqrt(Math.max(0, ratio))
    const ecf = this.ecf0 - (GF.carbohydrateSodiumMgPerDay / GF.sodiumExcretionMgPerLiterDay) * (1 - ratio)
    const fixed = this.K + (E.thermicEffectOfFeeding + E.adaptiveThermogenesis) * change - intakeKcal + this.delta * (ecf + glycogenMass * g)
    // Expenditure minus intake: increasing in lean mass (every term grows with L and F).
    const balance = (lean: number) => {
      const fat = this.fatFromLean(lean)
      return fixed + this.delta * (lean + fat) + gammaL * lean + gammaF * fat
    }
    let low = 0
    let high = this.lean0
    while (balance(high) < 0) high *= 2
    for (let i = 0; i < 200 && high - low > 1e-10 * high; i++) {
      const mid = 0.5 * (low + high)
      if (balance(mid) < 0) low = mid
      else high = mid
    }
    const lean = 0.5 * (low + high)
    return lean + this.fatFromLean(lean) + ecf + glycogenMass * g
  }
}
