import { useQuery } from '@tanstack/react-query'
import type { ListAnswer } from '@shared/contract/schemas'
import { callApi, useBridge } from '../../../platform'
import { resourceKeys } from '../../../resources/queries'

export interface CashFlow {
  id: number
  amount: number
  type: 'income' | 'expense'
  category: string
  description: string | null
  whom_user_id: number | null
}

export interface TillDay {
  entries: CashFlow[]
  income: number
  expense: number
  balance: number
  names: Record<string, string>
}

/** A local calendar day as `yyyy-mm-dd` (the till's days are the shop's, not UTC's). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day before or after `day` (`yyyy-mm-dd`). */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return isoDay(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + by))
}

/** Sums in kopecks, so 0.1 + 0.2 is 0.30 and not 0.30000000000000004. */
export function totalsOf(entries: readonly CashFlow[]) {
  let income = 0
  let expense = 0
  for (const e of entries) {
    const kop = Math.round(e.amount * 100)
    if (e.type === 'expense') expense += kop
    else income += kop
  }
  return { income: income / 100, expense: expense / 100, balance: (income - expense) / 100 }
}

function toCashFlow(row: Record<string, unknown>): CashFlow {
  return {
    id: row.id as number,
    amount: Number(row.amount) || 0,
    type: row.type === 'expense' ? 'expense' : 'income',
    category: typeof row.category === 'string' ? row.category : 'default',
    description: typeof row.description === 'string' && row.description ? row.description : null,
    whom_user_id: typeof row.whom_user_id === 'number' ? row.whom_user_id : null,
  }
}

/** One day of the till: its entries and its income, expense and balance. */
export function useTillDay(day: string) {
  const bridge = useBridge()
  const query = { filter: { date: day }, sort: 'id', per_page: 500 }
  return useQuery({
    queryKey: resourceKeys.list('cash_flows', query),
    queryFn: () => callApi(bridge, 'POST /api/cash_flows/get_cash_flows', { body: query }),
    select: (answer: ListAnswer): TillDay => {
      const entries = answer.data.map(toCashFlow)
      return { entries, ...totalsOf(entries), names: answer.refs?.whom_user_id ?? {} }
    },
  })
}
