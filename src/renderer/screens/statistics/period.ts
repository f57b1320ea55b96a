import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns'
import { STAT_GROUPS, STAT_TYPES, type StatGroup, type StatType } from '@shared/contract/statistics'

const DAY = 'yyyy-MM-dd'
/** The period a first visit shows: the last 30 days, today included. */
export const DEFAULT_DAYS = 30

export interface StatsView {
  type: StatType
  from: string
  to: string
  group: StatGroup
  /** Whether the previous period of the same length is shown beside it. */
  compare: boolean
}

const day = (raw: string | null): Date | null => {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null
  const d = parseISO(raw)
  return isValid(d) ? d : null
}

/** The screen's state, read from its URL (`/statistics/sales?from=…&to=…&group=week`). */
export function viewFrom(
  type: string | undefined,
  params: URLSearchParams,
  today: Date,
): StatsView {
  const to = day(params.get('to')) ?? today
  let from = day(params.get('from')) ?? addDays(to, -(DEFAULT_DAYS - 1))
  if (from > to) from = to
  const group = params.get('group')
  return {
    type: (STAT_TYPES as readonly string[]).includes(type ?? '') ? (type as StatType) : 'orders',
    from: format(from, DAY),
    to: format(to, DAY),
    group: (STAT_GROUPS as readonly string[]).includes(group ?? '') ? (group as StatGroup) : 'day',
    compare: params.get('compare') !== '0',
  }
}

/** The period just before, of the same number of days. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = parseISO(from)
  const days = differenceInCalendarDays(parseISO(to), start) + 1
  return { from: format(addDays(start, -days), DAY), to: format(addDays(start, -1), DAY) }
}

/** The route's body for a view. */
export function bodyOf(view: StatsView) {
  const compare = view.compare ? previousPeriod(view.from, view.to) : null
  return {
    from: view.from,
    to: view.to,
    group: view.group,
    ...(compare ? { compare_from: compare.from, compare_to: compare.to } : {}),
  }
}

/** Every bucket's first day from `from` to `to` (weeks from Monday), as the server names them. */
export function bucketsOf(from: string, to: string, group: StatGroup): string[] {
  const end = parseISO(to)
  const first = parseISO(from)
  let at =
    group === 'month'
      ? new Date(first.getFullYear(), first.getMonth(), 1)
      : group === 'week'
        ? addDays(first, -((first.getDay() + 6) % 7))
        : first
  const out: string[] = []
  while (at <= end && out.length < 4000) {
    out.push(format(at, DAY))
    at =
      group === 'month'
        ? new Date(at.getFullYear(), at.getMonth() + 1, 1)
        : addDays(at, group === 'week' ? 7 : 1)
  }
  return out
}
