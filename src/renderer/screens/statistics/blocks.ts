import type { EnumName } from '@shared/resources/enums'
import type { StatType } from '@shared/contract/statistics'

/** What a chart shows: the time series, or one of the type's breakdowns. */
export interface BlockDef {
  /** `series`, or the answer's breakdown field (`by_status`). */
  data: string
  chart: 'line' | 'bar' | 'pie'
  /** `stats:blocks.*` */
  title: string
  /** Column names (`stats:totals.*`) of the count and the sum. */
  count: string
  sum: string
  /** The sum is money (else a count, such as calls that became orders). */
  money: boolean
  /** The enumeration the keys are values of, for their names. */
  enumName?: EnumName
  /** Keys that are the shop's sites (named in the `sites` setting) or its order sources. */
  keys?: 'site' | 'source'
  /** What the pie's slices measure; `count` unless said (the till's are money). */
  pieBy?: 'sum'
}

export interface TotalDef {
  field: string
  label: string
  money: boolean
}

export interface TypeDef {
  totals: readonly TotalDef[]
  blocks: readonly BlockDef[]
}

const money = (field: string, label: string): TotalDef => ({ field, label, money: true })
const count = (field: string, label: string): TotalDef => ({ field, label, money: false })

/** Each statistics type: its totals and its charts, each chart with its numbers as a table. */
export const TYPES: Record<StatType, TypeDef> = {
  orders: {
    totals: [count('count', 'count_orders'), money('sum', 'sum_orders')],
    blocks: [
      {
        data: 'series',
        chart: 'line',
        title: 'orders_series',
        count: 'count_orders',
        sum: 'sum_orders',
        money: true,
      },
      {
        data: 'by_status',
        chart: 'pie',
        title: 'orders_status',
        count: 'count_orders',
        sum: 'sum_orders',
        money: true,
        enumName: 'order_status',
      },
    ],
  },
  sales: {
    totals: [
      money('revenue', 'revenue'),
      count('count', 'count_sales'),
      money('average', 'average'),
    ],
    blocks: [
      {
        data: 'series',
        chart: 'line',
        title: 'sales_series',
        count: 'count_sales',
        sum: 'revenue',
        money: true,
      },
      {
        data: 'by_pay_method',
        chart: 'pie',
        title: 'sales_pay_method',
        count: 'count_sales',
        sum: 'revenue',
        money: true,
        enumName: 'pay_method',
      },
      {
        data: 'by_site',
        chart: 'bar',
        title: 'sales_site',
        count: 'count_sales',
        sum: 'revenue',
        money: true,
        keys: 'site',
      },
      {
        data: 'by_source',
        chart: 'bar',
        title: 'sales_source',
        count: 'count_sales',
        sum: 'revenue',
        money: true,
        keys: 'source',
      },
    ],
  },
  products: {
    totals: [count('quantity', 'quantity'), money('sum', 'sum_products')],
    blocks: [
      {
        data: 'top',
        chart: 'bar',
        title: 'products_top',
        count: 'quantity',
        sum: 'sum_products',
        money: true,
      },
      {
        data: 'by_type',
        chart: 'pie',
        title: 'products_type',
        count: 'quantity',
        sum: 'sum_products',
        money: true,
        enumName: 'product_type',
      },
      {
        data: 'by_group',
        chart: 'pie',
        title: 'products_group',
        count: 'quantity',
        sum: 'sum_products',
        money: true,
        enumName: 'product_group',
      },
    ],
  },
  calls: {
    totals: [count('count', 'count_calls'), count('converted', 'converted')],
    blocks: [
      {
        data: 'series',
        chart: 'line',
        title: 'calls_series',
        count: 'count_calls',
        sum: 'converted',
        money: false,
      },
      {
        data: 'by_status',
        chart: 'pie',
        title: 'calls_status',
        count: 'count_calls',
        sum: 'converted',
        money: false,
        enumName: 'call_status',
      },
    ],
  },
  cash: {
    totals: [money('income', 'income'), money('expense', 'expense'), money('balance', 'balance')],
    blocks: [
      {
        data: 'series',
        chart: 'bar',
        title: 'cash_series',
        count: 'entries',
        sum: 'balance',
        money: true,
      },
      {
        data: 'income',
        chart: 'pie',
        title: 'cash_income',
        count: 'entries',
        sum: 'income',
        money: true,
        enumName: 'cash_category',
        pieBy: 'sum',
      },
      {
        data: 'expense',
        chart: 'pie',
        title: 'cash_expense',
        count: 'entries',
        sum: 'expense',
        money: true,
        enumName: 'cash_category',
        pieBy: 'sum',
      },
    ],
  },
  managers: {
    totals: [count('count', 'count_orders'), money('revenue', 'revenue')],
    blocks: [
      {
        data: 'by_user',
        chart: 'bar',
        title: 'managers_users',
        count: 'count_orders',
        sum: 'revenue',
        money: true,
      },
    ],
  },
}
