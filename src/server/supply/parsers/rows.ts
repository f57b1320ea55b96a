import type { ParserItem, ParserRun, ParserState } from '@shared/supply/parsers'
import { SUPPLIERS } from '@shared/supply/price-lists'

/** Database rows -> the contract's shapes (dates as ISO text, numerics as numbers). */

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export type RunRow = Record<string, unknown>

export function runOf(r: RunRow): ParserRun {
  return {
    id: Number(r.id),
    status: r.status as ParserRun['status'],
    started_at: iso(r.started_at) ?? '',
    finished_at: iso(r.finished_at),
    started_by: String(r.started_by),
    format: (r.format as string | null) ?? null,
    rows: Number(r.rows),
    new_count: Number(r.new_count),
    price_count: Number(r.price_count),
    availability_count: Number(r.availability_count),
    gone_count: Number(r.gone_count),
    error: (r.error as string | null) ?? null,
  }
}

export function itemOf(r: Record<string, unknown>): ParserItem {
  return {
    id: Number(r.id),
    run_id: Number(r.run_id),
    kind: r.kind as ParserItem['kind'],
    product_id: num(r.product_id),
    sku: (r.sku as string | null) ?? null,
    barcode: (r.barcode as string | null) ?? null,
    title: String(r.title ?? ''),
    line: num(r.line),
    old_price: num(r.old_price),
    new_price: num(r.new_price),
    old_availability: (r.old_availability as string | null) ?? null,
    new_availability: (r.new_availability as string | null) ?? null,
  }
}

export const STATE_COLUMNS = `id, title, url, provider, active, interval_minutes, status,
  new_count, last_run_at, next_run_at, failures, last_error`

export function stateOf(r: Record<string, unknown>): ParserState {
  return {
    id: Number(r.id),
    title: String(r.title),
    url: String(r.url),
    provider: (SUPPLIERS as readonly unknown[]).includes(r.provider)
      ? (r.provider as ParserState['provider'])
      : null,
    active: Boolean(r.active),
    interval_minutes: Number(r.interval_minutes),
    status: String(r.status),
    new_count: Number(r.new_count),
    last_run_at: iso(r.last_run_at),
    next_run_at: iso(r.next_run_at),
    failures: Number(r.failures),
    last_error: (r.last_error as string | null) ?? null,
  }
}
