import { z } from 'zod'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'
import { HTTP_METHODS, type ApiRequest } from './wire'

/**
 * The HTTP contract shared by the server, main's session proxy and the renderer.
 * Success bodies are `{ data }` (lists add `total`, `page`, `per_page`); failures are a 4xx/5xx
 * status with `{ message, errors? }`, `errors` mapping a field name to its messages.
 */

export {
  HTTP_METHODS,
  INTERNAL_HEADER,
  MARKER_HEADER,
  MARKER_VALUE,
  SESSION_COOKIE,
  type ApiRequest,
  type ApiResponse,
  type HttpMethod,
} from './wire'

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

export const httpMethodSchema = z.enum(HTTP_METHODS)

/** What the renderer asks the bridge to send to the shop server. */
export const apiRequestSchema = z.object({
  method: httpMethodSchema,
  /** A contract path such as `/api/orders/get_orders`; never a full URL. */
  path: z.string().min(1).max(512),
  body: z.unknown().optional(),
}) satisfies z.ZodType<ApiRequest>

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
