import { z } from 'zod'
import { ENUMS } from '../resources/enums'

/** The catalogue's own routes: answers beside the generic table routes. */

/** One category as the tree screen draws it: no descriptions, so thousands fit in one answer. */
export const categoryNodeSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title_full: z.string(),
  title_uk: z.string().nullable(),
  type: z.enum(ENUMS.category_type),
  status: z.enum(ENUMS.category_status),
  publish: z.enum(ENUMS.publish),
  sort: z.number().int(),
})
export type CategoryNode = z.infer<typeof categoryNodeSchema>

export const categoryTreeAnswerSchema = z.object({ data: z.array(categoryNodeSchema) })
