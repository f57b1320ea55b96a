import type { z } from 'zod'
import type { TableOp } from '../access'
import type { HttpMethod } from './wire'

/**
 * Who may call a route. It is a property of the route, declared here once and enforced by the
 * server after routing (never by matching the raw URL, which a client can spell many ways):
 * - `public`: no session (login, first run, health);
 * - `internal`: main's own calls only; they carry a per-install secret the renderer never sees;
 * - `{ level }`: any signed-in user with at least this access level;
 * - `{ table, op }`: the table's declared right (`read`, `write`, `delete`) in the registry.
 */
export type RouteAccess = 'public' | 'internal' | { level: number } | { table: string; op: TableOp }

/** Who may call a route, without what it takes and answers (no schemas: `route-rules.ts`). */
export interface RouteRule {
  access: RouteAccess
  /**
   * Callable without the `X-Requested-With` marker (our CSRF guard). Only for answers that
   * reveal nothing and change nothing: a load balancer's health probe.
   */
  unmarked?: boolean
}

/** What a route takes and answers, its schemas (`routes.ts`). */
export interface RouteSchemas {
  /** The body it takes, parsed by the server before the handler runs (none: no body). */
  body?: z.ZodType
  /** Its success answer, parsed by its callers and checked against the server in tests. */
  answer: z.ZodType
  /** A larger body than the server's 2 MB, for this route only (an image's base64). */
  bodyLimit?: number
}

/** What a route takes and answers and who may call it; its key says its method and path. */
export interface RouteEntry extends RouteRule, RouteSchemas {}

/** A route's method and path pattern with its rule: what the renderer's entry needs. */
export interface RoutePath extends RouteRule {
  method: HttpMethod
  pattern: string
}

/**
 * A path of the shop server's HTTP contract. Main's session proxy forwards only these (it never
 * takes a free URL from the renderer), and the server registers exactly these. Patterns use
 * `:name` for one path segment. Per-table routes come from the resource registry.
 */
export interface RouteSpec extends RouteEntry, RoutePath {}
