import { DateTime, IANAZone } from 'luxon'

import type { BulkSchedule } from '@/shared/bulk'

/** A schedule the user asked for that cannot be kept, with what to change. */
export class ScheduleError extends Error {}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * When each of `count` rows goes out, in order: `null` for "as soon as it is written" (mode now),
 * else N a day at the chosen local times of the user's zone, from the start date on, skipping
 * times already past. Zones and daylight saving are Luxon's: a local time that does not exist on
 * a spring-forward day (02:30 in New York) moves forward by the gap, and one that happens twice
 * on a fall-back day is the second of the two (standard time).
 */
export function scheduleTimes(schedule: BulkSchedule, count: number, now: Date): (Date | null)[] {
  if (schedule.mode === 'now') return Array.from({ length: count }, () => null)
  const { zone, startDate } = schedule
  if (!IANAZone.isValidZone(zone)) throw new ScheduleError(`"${zone}" is not a time zone we know (e.g. Europe/Budapest).`)
  if (!DATE.test(startDate) || !DateTime.fromISO(startDate, { zone }).isValid) throw new ScheduleError('Choose the day the run starts.')
  const times = [...new Set(schedule.times)].sort()
  if (!times.length || times.some((time) => !TIME.test(time))) throw new ScheduleError('Choose at least one time of day, such as 09:00.')
  if (times.length !== schedule.perDay) throw new ScheduleError(`Choose ${schedule.perDay} different times of day for ${schedule.perDay} articles a day.`)
  const result: Date[] = []
  const start = DateTime.fromISO(startDate, { zone })
  for (let day = 0; result.length < count; day++) {
    const date = start.plus({ days: day }).toISODate()!
    for (const time of times) {
      const at = DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate()
      if (at.getTime() > now.getTime() && result.length < count) result.push(at)
    }
    if (day > 3660) throw new ScheduleError('That schedule never finds a time in the future.')
  }
  return result
}

/**
 * A time from the CSV: ISO with an offset (`2026-12-01T09:00:00+01:00`), or local to the run's zone
 * (`2026-12-01 09:00`, `2026-12-01T09:00`). Throws a ScheduleError that says what is wrong.
 */
export function rowTime(text: string, zone: string, now: Date): Date {
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)
  const local = text.replace(' ', 'T')
  const parsed = hasOffset ? DateTime.fromISO(local, { setZone: true }) : DateTime.fromISO(local, { zone })
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) throw new ScheduleError(`"${text}" is not a date and time such as 2026-12-01 09:00.`)
  const at = parsed.toJSDate()
  if (at.getTime() <= now.getTime()) throw new ScheduleError(`${text} is in the past.`)
  return at
}
