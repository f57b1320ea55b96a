import type { StatPoint, StatRow } from '@shared/contract/statistics'
import { formatDate } from '@shared/format/dates'

/** One line of a chart's table: a name, its count and sum, and the comparison period's. */
export interface BlockRow {
  key: string
  name: string
  count: number
  sum: number
  prevCount: number | null
  prevSum: number | null
}

/** The series as rows, every bucket present; the comparison's buckets matched by position. */
export function seriesRows(
  buckets: readonly string[],
  prevBuckets: readonly string[] | null,
  period: readonly StatPoint[],
  compare: readonly StatPoint[] | null,
): BlockRow[] {
  const at = new Map(period.map((p) => [p.bucket, p]))
  const prevAt = new Map((compare ?? []).map((p) => [p.bucket, p]))
  return buckets.map((bucket, i) => {
    const prevBucket = prevBuckets?.[i]
    const prev = prevBucket === undefined ? undefined : prevAt.get(prevBucket)
    return {
      key: bucket,
      name: formatDate(bucket),
      count: at.get(bucket)?.count ?? 0,
      sum: at.get(bucket)?.sum ?? 0,
      prevCount: compare && prevBucket !== undefined ? (prev?.count ?? 0) : null,
      prevSum: compare && prevBucket !== undefined ? (prev?.sum ?? 0) : null,
    }
  })
}

/** A breakdown as rows; the comparison matched by key (slices only it has are left out). */
export function breakdownRows(
  period: readonly StatRow[],
  compare: readonly StatRow[] | null,
  nameOf: (row: StatRow) => string,
): BlockRow[] {
  const prevAt = new Map((compare ?? []).map((r) => [r.key, r]))
  return period.map((r) => ({
    key: r.key,
    name: nameOf(r),
    count: r.count,
    sum: r.sum,
    prevCount: compare ? (prevAt.get(r.key)?.count ?? 0) : null,
    prevSum: compare ? (prevAt.get(r.key)?.sum ?? 0) : null,
  }))
}
