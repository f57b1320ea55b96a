import { z } from 'zod'

/** The informer aliases, in the order the bell lists them. */
export const INFORMER_ALIASES = [
  'new_orders',
  'prom_new_chats',
  'prom_new_messages',
  'ttns_ready',
  'new_tasks',
  'new_parsers',
] as const
export type InformerAlias = (typeof INFORMER_ALIASES)[number]

/** Informers refresh every 60 s. */
export const INFORMER_POLL_MS = 60_000

export const informerSchema = z.object({
  alias: z.enum(INFORMER_ALIASES),
  title: z.string(),
  count: z.number().int().min(0),
  /** A route inside the app, such as `/orders?status=new`. */
  link: z.string(),
  icon: z.string(),
  /** Toast/badge colour: info, warning, danger, success. */
  type: z.string(),
  /** Up to a handful of recent items to show under the informer. */
  items: z.array(z.object({ id: z.union([z.string(), z.number()]), title: z.string() })),
  /** What clicking does: `route` (go to link) or `tracking` (open the parcel tab). */
  fun: z.string(),
  /** Open the link in a new window. */
  tg_blank: z.boolean(),
})
export type Informer = z.infer<typeof informerSchema>
export const informerListSchema = z.array(informerSchema)
