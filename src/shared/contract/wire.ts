/**
 * The HTTP contract's names and shapes without its schemas (those are in `http.ts`, which
 * re-exports these): what the renderer's entry needs to send a request and read its answer's
 * envelope before zod has loaded.
 */

/** The header every call carries; the server refuses calls without it (our CSRF guard). */
export const MARKER_HEADER = 'X-Requested-With'
export const MARKER_VALUE = 'XMLHttpRequest'

export const SESSION_COOKIE = 'shop_session'

/** The header main's own calls carry its per-install secret in (`internal` routes). */
export const INTERNAL_HEADER = 'X-Shop-Internal'

export const HTTP_METHODS = ['GET', 'POST', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** What the renderer asks the bridge to send to the shop server (checked by `apiRequestSchema`). */
export interface ApiRequest {
  method: HttpMethod
  /** A contract path such as `/api/orders/get_orders`; never a full URL. */
  path: string
  body?: unknown
}

/**
 * What comes back. `data` is the whole JSON body on success (so a list's rows are
 * `response.data.data`, as the spec's axios client read them). On failure `message` is
 * a Ukrainian sentence fit for a toast and `errors` holds per-field messages.
 * `status` 0 means the server could not be reached at all.
 */
export interface ApiResponse<T = unknown> {
  status: number
  ok: boolean
  data: T | null
  message?: string
  errors?: Record<string, string[]>
  /** `message` as a code of `@shared/messages`, which the UI renders in its reader's language. */
  code?: string
  params?: Record<string, unknown>
  /** `errors` as codes. */
  codes?: Record<string, { code: string; params?: Record<string, unknown> }[]>
}
