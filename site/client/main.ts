/**
 * The browser module of the calculator pages, an enhancement only: every page works without it.
 * It adds the unit choice (kept on the device), inputs in those units, and results that follow
 * the form as the person types; and commas typed into numbers read as they were meant. The log
 * page has its own module (log-main.ts).
 */
import { DEFAULT_UNITS, type EnergyUnit, type UnitSystem } from '../view/units.ts'
import { readCommasAsMeant } from './decimal-comma.ts'
import { startLive } from './live.ts'
import { applyUnits, syncMetric } from './unit-fields.ts'
import { loadUnits, saveUnits } from './units-store.ts'

readCommasAsMeant(document)

const form = document.querySelector<HTMLFormElement>('form[data-calculator]')
const choice = document.querySelector<HTMLElement>('.units')

function checked(name: string): string | undefined {
  return choice?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value
}

if (form && choice) {
  let units = loadUnits()
  for (const radio of choice.querySelectorAll<HTMLInputElement>('input[type=radio]'))
    radio.checked = radio.value === (radio.name === 'units' ? units.system : units.energy)
  applyUnits(form, units)
  const live = startLive(form, () => units)
  choice.addEventListener('change', () => {
    units = {
      system: (checked('units') ?? DEFAULT_UNITS.system) as UnitSystem,
      energy: (checked('energy') ?? DEFAULT_UNITS.energy) as EnergyUnit,
    }
    saveUnits(units)
    applyUnits(form, units)
    live.redraw()
  })
  form.addEventListener('input', (event) => {
    syncMetric(event.target, units)
    live.schedule()
  })
  form.addEventListener('change', live.schedule)
  // The server's answer to an address is asked again when it is not the person's: in other units, or
  // dated from the server's (UTC) today where the address leaves the start date to today (live.ts).
  const otherUnits = units.system !== DEFAULT_UNITS.system || units.energy !== DEFAULT_UNITS.energy
  const undated = form.elements.namedItem('startDate') !== null && !new URLSearchParams(location.search).get('startDate')
  if (location.search !== '' && (otherUnits || undated)) live.redraw()
}
