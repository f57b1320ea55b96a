import { z } from 'zod'
import { text } from '../messages'

/**
 * The statistics screen's contract (`/statistics/{type}`): one route per type, each taking a
 * period and an optional comparison period and answering the same shapes for both.
 */
export const STAT_TYPES = ['orders', 'sales', 'products', 'calls', 'cash', 'managers'] as const
export type StatType = (typeof STAT_TYPES)[number]

export const STAT_GROUPS = ['day', 'week', 'month'] as const
export type StatGroup = (typeof STAT_GROUPS)[number]

/** The shop's days are Kyiv days: an order at 23:30 Kyiv time belongs to that day. */
export const SHOP_TIME_ZONE = 'Europe/Kyiv'

/** Orders in these statuses sold nothing: left out of revenue, sales, products and managers. */
export const NOT_SOLD_STATUSES = ['refusal', 'not_available', 'return'] as const

/** The longest period one question may cover (about ten years), so a query stays bounded. */
export const STAT_MAX_DAYS = 3700

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whole days from 2000-01-01 (UTC), or null when the text is not a real day of 2000–2100. */
export function dayNumber(day: string): number | null {
  const m = DAY_RE.exec(day)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const ms = Date.UTC(y, mo - 1, d)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return null
  }
  if (y < 2000 || y > 2100) return null
  return Math.round(ms / 86_400_000)
}

const isoDay = z
  .string()
  .max(10)
  .refine((s) => dayNumber(s) !== null, { error: () => text('field.isoDay') })

export const statsBodySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    /** The comparison period (usually the one before); both ends or neither. */
    compare_from: isoDay.optional(),
    compare_to: isoDay.optional(),
    /** How the time series is bucketed; `day` when left out. */
    group: z.enum(STAT_GROUPS).optional(),
  })
  .superRefine((body, ctx) => {
    const check = (fromKey: 'from' | 'compare_from', toKey: 'to' | 'compare_to') => {
      const from = body[fromKey] === undefined ? null : dayNumber(body[fromKey])
      const to = body[toKey] === undefined ? null : dayNumber(body[toKey])
      if (from === null || to === null) return
      if (to < from) {
        ctx.addIssue({ code: 'custom', path: [toKey], message: text('field.periodReversed') })
      } else if (to - from > STAT_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: [toKey],
          message: text('field.periodTooLong', { years: Math.floor(STAT_MAX_DAYS / 365) }),
        })
      }
    }
    check('from', 'to')
    if ((body.compare_from === undefined) !== (body.compare_to === undefined)) {
      const missing = body.compare_from === undefined ? 'compare_from' : 'compare_to'
      ctx.addIssue({ code: 'custom', path: [missing], message: text('field.compareBoth') })
    }
    check('compare_from', 'compare_to')
  })
export type StatsBody = z.infer<typeof statsBodySchema>

/** One slice of a breakdown: its key (a status, a site, a user id...), a name, a count, a sum. */
export const statRowSchema = z.object({
  key: z.string(),
  label: z.string().nullable(),
  count: z.number(),
  sum: z.number(),
})
export type StatRow = z.infer<typeof statRowSchema>

/** One bucket of a time series: its first day (`yyyy-mm-dd`), a count and a sum. */
export const statPointSchema = z.object({ bucket: z.string(), count: z.number(), sum: z.number() })
export type StatPoint = z.infer<typeof statPointSchema>

const rows = z.array(statRowSchema)
const series = z.array(statPointSchema)

/** What each type answers for one period. */
export const STAT_RESULTS = {
  orders: z.object({
    totals: z.object({ count: z.number(), sum: z.number() }),
    series,
    by_status: rows,
  }),
  sales: z.object({
    totals: z.object({ revenue: z.number(), count: z.number(), average: z.number() }),
    series,
    by_pay_method: rows,
    by_site: rows,
    by_source: rows,
  }),
  products: z.object({
    totals: z.object({ quantity: z.number(), sum: z.number() }),
    top: rows,
    by_type: rows,
    by_group: rows,
  }),
  calls: z.object({
    totals: z.object({ count: z.number(), converted: z.number() }),
    series,
    by_status: rows,
  }),
  cash: z.object({
    totals: z.object({ income: z.number(), expense: z.number(), balance: z.number() }),
    series,
    income: rows,
    expense: rows,
  }),
  managers: z.object({
    totals: z.object({ count: z.number(), revenue: z.number() }),
    by_user: rows,
  }),
} as const satisfies Record<StatType, z.ZodType>

export type StatResult<T extends StatType> = z.infer<(typeof STAT_RESULTS)[T]>

const answerOf = <S extends z.ZodType>(result: S) =>
  z.object({ data: z.object({ period: result, compare: result.nullable() }) })

export const STAT_ANSWERS = {
  orders: answerOf(STAT_RESULTS.orders),
  sales: answerOf(STAT_RESULTS.sales),
  products: answerOf(STAT_RESULTS.products),
  calls: answerOf(STAT_RESULTS.calls),
  cash: answerOf(STAT_RESULTS.cash),
  managers: answerOf(STAT_RESULTS.managers),
} as const

/** The home screen's summary of today (Kyiv day). Revenue only for those who may see it. */
export const todayAnswerSchema = z.object({
  data: z.object({
    day: z.string(),
    new_orders: z.number(),
    sent: z.number(),
    revenue: z.number().nullable(),
    calls: z.number(),
    open_tasks: z.number(),
    ready_ttns: z.number(),
  }),
})
export type TodaySummary = z.infer<typeof todayAnswerSchema>['data']
