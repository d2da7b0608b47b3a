/** The person's units, kept on this device only (localStorage: never sent, no cookie). */
import { DEFAULT_UNITS, ENERGY_UNITS, UNIT_SYSTEMS, type Units } from '../view/units.ts'

const KEY = 'calculator-units'

export function loadUnits(): Units {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Units> | null
    if (saved && UNIT_SYSTEMS.includes(saved.system!) && ENERGY_UNITS.includes(saved.energy!))
      return { system: saved.system!, energy: saved.energy! }
  } catch {
    // Storage blocked or the entry unreadable: the default units.
  }
  return DEFAULT_UNITS
}

export function saveUnits(units: Units): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(units))
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
