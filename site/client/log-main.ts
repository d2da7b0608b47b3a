/**
 * The browser module of the log page, an enhancement only: the page works without it. The log
 * read as it is typed, its answer drawn without a reload (log.ts), and commas typed into numbers
 * read as they were meant.
 */
import { readCommasAsMeant } from './decimal-comma.ts'
import { startLog } from './log.ts'

readCommasAsMeant(document)

const log = document.querySelector<HTMLFormElement>('form[data-log-api]')
if (log) startLog(log)
