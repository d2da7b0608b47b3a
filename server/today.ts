/** Today's UTC date for plans without a startDate, recomputed only when the day changes. */
import { MS_PER_DAY } from '../metrics/dates.ts'
import { todayUtc } from '../metrics/index.ts'

export type Clock = () => Date

export function cachedToday(clock: Clock): () => string {
  let dayStart = 0
  let today = ''
  return () => {
    const now = clock().getTime()
    if (now < dayStart || now >= dayStart + MS_PER_DAY) {
      dayStart = now - (now % MS_PER_DAY)
      today = todayUtc(new Date(now))
    }
    return today
  }
}
