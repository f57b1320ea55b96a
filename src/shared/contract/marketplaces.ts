import { z } from 'zod'
import { rowSchema } from './schemas'

/**
 * "Fetch now" of the marketplace orders: the runs the pass wrote (one per source), or why it
 * did not run (`busy`: another pass is going; `nothing`: no source is configured).
 */
export const fetchNowAnswerSchema = z.object({
  data: z.object({
    runs: z.array(rowSchema),
    skipped: z.enum(['busy', 'nothing']).nullable(),
    message: z.string().nullable(),
  }),
})
export type FetchNowAnswer = z.infer<typeof fetchNowAnswerSchema>['data']
