import { z } from 'zod'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'

/**
 * The HTTP contract shared by the server, main's session proxy and the renderer.
 * Success bodies are `{ data }` (lists add `total`, `page`, `per_page`); failures are a 4xx/5xx
 * status with `{ message, errors? }`, `errors` mapping a field name to its messages.
 */

/** The header every call carries; the server refuses calls without it (our CSRF guard). */
export const MARKER_HEADER = 'X-Requested-With'
export const MARKER_VALUE = 'XMLHttpRequest'

export const SESSION_COOKIE = 'shop_session'

/** The header main's own calls carry its per-install secret in (`internal` routes). */
export const INTERNAL_HEADER = 'X-Shop-Internal'

/** A message of `@shared/messages` as it travels: its code and parameters (checked loosely). */
export const messageSchema = z.object({
  code: z.string().max(100),
  params: z.record(z.string(), z.unknown()).optional(),
})

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().max(100).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  codes: z.record(z.string(), z.array(messageSchema)).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const httpMethodSchema = z.enum(['GET', 'POST', 'DELETE'])
export type HttpMethod = z.infer<typeof httpMethodSchema>

/** What the renderer asks the bridge to send to the shop server. */
export const apiRequestSchema = z.object({
  method: httpMethodSchema,
  /** A contract path such as `/api/orders/get_orders`; never a full URL. */
  path: z.string().min(1).max(512),
  body: z.unknown().optional(),
})
export type ApiRequest = z.infer<typeof apiRequestSchema>

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

/** Most values one filter may list: each is a bind parameter, and PostgreSQL takes 65,535. */
export const FILTER_VALUES_MAX = 1000

/** Text a client sends that goes to SQL: bounded, and without characters PostgreSQL refuses. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max, MSG.maxLength(max))
    .refine((s) => !hasBadChar(s), MSG.badChar)

/** The list query every `get_{table}` accepts. */
export const listQuerySchema = z.object({
  filter: z
    .record(
      z.string().max(64),
      z.union([
        safeText(255),
        z.number(),
        z.boolean(),
        z.null(),
        z
          .array(z.union([safeText(255), z.number()]))
          .max(FILTER_VALUES_MAX, MSG.tooManyValues(FILTER_VALUES_MAX)),
      ]),
    )
    .optional(),
  search: safeText(200).optional(),
  sort: z.string().max(64).optional(),
  page: z.number().int().min(1).max(1_000_000).optional(),
  per_page: z.number().int().min(1).max(500).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>
