/** The log's lines read against the endpoint's own entry bounds (site/view/log-lines.ts does the reading). */
import { fields } from '../metrics/fields.ts'
import { entryBounds, type LogUnits, type ReadLog, readLogLines as readLines } from './view/log-lines.ts'

export const ENTRY_BOUNDS = entryBounds(fields.entries)

export const readLogLines = (text: string, units: LogUnits): ReadLog => readLines(text, units, ENTRY_BOUNDS)
