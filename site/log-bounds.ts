/** The log endpoint's entry bounds, by which the page reads a log's lines (site/view/log-lines.ts) and hands to the browser. */
import { fields } from '../metrics/fields.ts'
import { entryBounds } from './view/log-lines.ts'

export const ENTRY_BOUNDS = entryBounds(fields.entries)
