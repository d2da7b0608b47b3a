/**
 * The published example of a daily log: four weeks of a man losing about half a kilo a
 * week, with the day-to-day scatter real scales and food diaries show and a few days
 * missing a value. Made up (a fixed pseudo-random draw), not anyone's data.
 */
import type { LogEntry } from '../fields.ts'

export const EXAMPLE_LOG: readonly LogEntry[] = [
  { date: '2026-01-01', weightKg: 91.7, intakeKcal: 2440 },
  { date: '2026-01-02', weightKg: 92.5, intakeKcal: 2050 },
  { date: '2026-01-03', weightKg: 92.7, intakeKcal: 1970 },
  { date: '2026-01-04', weightKg: 93.2, intakeKcal: 2270 },
  { date: '2026-01-05', weightKg: 92.1, intakeKcal: 2300 },
  { date: '2026-01-06', weightKg: 91.5, intakeKcal: 2260 },
  { date: '2026-01-07', intakeKcal: 2340 },
  { date: '2026-01-08', weightKg: 92.4, intakeKcal: 2260 },
  { date: '2026-01-09', weightKg: 91.3, intakeKcal: 2220 },
  { date: '2026-01-10', weightKg: 91.1 },
  { date: '2026-01-11', weightKg: 91.8, intakeKcal: 2050 },
  { date: '2026-01-12', weightKg: 91.3, intakeKcal: 2310 },
  { date: '2026-01-13', weightKg: 92.5, intakeKcal: 2440 },
  { date: '2026-01-14', intakeKcal: 2100 },
  { date: '2026-01-15', weightKg: 91.2, intakeKcal: 1990 },
  { date: '2026-01-16', weightKg: 91.0, intakeKcal: 2190 },
  { date: '2026-01-17', weightKg: 91.4, intakeKcal: 2080 },
  { date: '2026-01-18', weightKg: 91.2, intakeKcal: 1950 },
  { date: '2026-01-19', weightKg: 90.8, intakeKcal: 2410 },
  { date: '2026-01-20', weightKg: 91.6, intakeKcal: 2260 },
  { date: '2026-01-21', intakeKcal: 2180 },
  { date: '2026-01-22', weightKg: 91.0, intakeKcal: 2030 },
  { date: '2026-01-23', weightKg: 90.2, intakeKcal: 2260 },
  { date: '2026-01-24', weightKg: 90.2 },
  { date: '2026-01-25', weightKg: 90.8, intakeKcal: 1940 },
  { date: '2026-01-26', weightKg: 90.5, intakeKcal: 2460 },
  { date: '2026-01-27', weightKg: 90.7, intakeKcal: 2140 },
  { date: '2026-01-28', weightKg: 90.5, intakeKcal: 1870 },
]
