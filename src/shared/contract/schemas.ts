import { z } from 'zod'
import { text } from '../messages'
import { carrierAnswerSchemas, carrierKeyBodySchema, trackingBodySchema } from '../carrier'
import { informerListSchema } from '../informers'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../passwords/rule'

/**
 * The bodies and answers of the HTTP contract's routes, each written once: the server parses
 * bodies with them, the renderer and main parse answers with them, and the server's tests check
 * every answer against them.
 */

/** Shortest password accepted for a user: the password rule's (src/shared/passwords/rule.ts). */
export { MIN_PASSWORD_LENGTH } from '../passwords/rule'

export const authUserSchema = z.object({ id: z.number(), name: z.string(), access: z.number() })
export type AuthUser = z.infer<typeof authUserSchema>

/** A record as the generic API sends it: the declared fields plus the system columns. */
export const rowSchema = z.looseObject({ id: z.number(), version: z.number() })
export type Row = z.infer<typeof rowSchema>

/** What a page's references point at, by field, then id: a name to show (`{ user_id: { '4': 'Олена' } }`). */
export const refLabelsSchema = z.record(z.string(), z.record(z.string(), z.string()))
export type RefLabels = z.infer<typeof refLabelsSchema>

export const listAnswerSchema = z.object({
  data: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  refs: refLabelsSchema.optional(),
})
export type ListAnswer = z.infer<typeof listAnswerSchema>

export const recordAnswerSchema = z.object({ data: rowSchema })

/** A reference picker's question: rows whose name contains `q`, or the rows `ids` (to name them). */
export const titlesBodySchema = z.object({
  q: z
    .string()
    .max(100, { error: () => MSG.maxLength(100) })
    .refine((s) => !hasBadChar(s), MSG.badChar)
    .optional(),
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(100).optional(),
  /**
   * Only rows of this `type` (the table's own enum field of that name), for a picker that
   * wants, say, only models among the categories. Ignored by a table without one.
   */
  type: z.string().max(32).optional(),
})
export const titleItemSchema = z.object({ id: z.number(), title: z.string() })
export type TitleItem = z.infer<typeof titleItemSchema>
export const titlesAnswerSchema = z.object({ data: z.array(titleItemSchema) })
export type TitlesAnswer = z.infer<typeof titlesAnswerSchema>
export type RecordAnswer = z.infer<typeof recordAnswerSchema>

export const healthAnswerSchema = z.object({
  data: z.object({ ok: z.boolean(), version: z.string() }),
})

/** Text a person typed: PostgreSQL's text holds no NUL, and half a character is no text. */
const typed = () => z.string().refine((s) => !hasBadChar(s), MSG.badChar)

export const loginBodySchema = z.object({
  login: typed()
    .trim()
    .min(1, { error: () => text('field.loginRequired') })
    .max(64, { error: () => MSG.maxLength(64) }),
  password: typed()
    .min(1, { error: () => text('field.passwordRequired') })
    .max(256, { error: () => MSG.maxLength(256) }),
})

export const adminBodySchema = z.object({
  login: typed()
    .trim()
    .min(1, { error: () => text('field.loginRequired') })
    .max(64, { error: () => MSG.maxLength(64) })
    .regex(/^\S+$/, { error: () => text('field.loginSpaces') }),
  name: typed()
    .trim()
    .min(1, { error: () => text('field.nameRequired') })
    .max(100, { error: () => MSG.maxLength(100) }),
  password: typed()
    .min(MIN_PASSWORD_LENGTH, { error: () => PASSWORD_MESSAGES.short })
    .max(256, { error: () => MSG.maxLength(256) }),
})

export const userAnswerSchema = z.object({ data: authUserSchema })
export const emptyAnswerSchema = z.object({ data: z.null() })

/** Whether this browser or desktop app is signed in, and as whom (never a 401). */
export const sessionAnswerSchema = z.object({ data: authUserSchema.nullable() })

export const setupStateAnswerSchema = z.object({ data: z.object({ needsAdmin: z.boolean() }) })

/** `get_params`: the settings as a JSON string and the signed-in user. */
export const paramsAnswerSchema = z.object({
  data: z.object({ settings: z.string(), auth: authUserSchema }),
})

export const informersAnswerSchema = z.object({ data: informerListSchema })

export const searchBodySchema = z.object({
  q: typed().max(200, { error: () => MSG.maxLength(200) }),
})
export const searchItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  /** An enumeration's value the UI says by its label after the subtitle (an order's status). */
  state: z
    .object({ enum: z.enum(['order_status', 'category_type']), value: z.string() })
    .optional(),
  url: z.string(),
})
export type SearchItem = z.infer<typeof searchItemSchema>
export const searchGroupSchema = z.object({
  table: z.enum(['orders', 'products', 'categories']),
  /** The filtered list of all this table's matches (the dropdown shows the first few). */
  url: z.string(),
  items: z.array(searchItemSchema),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>
export const searchAnswerSchema = z.object({
  data: z.object({
    /**
     * Where Enter goes (the record, the filtered list with the matches, or the combined results
     * of a name; `landingFor`), or null when the input matches no rule.
     */
    target: z.string().nullable(),
    groups: z.array(searchGroupSchema),
  }),
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>['data']

/** `ttns/update_status_all`: how many parcels arrived at their branch since the last check. */
export const arrivedAnswerSchema = z.object({ data: z.number().int().min(0) })

export { carrierAnswerSchemas, carrierKeyBodySchema, trackingBodySchema }
