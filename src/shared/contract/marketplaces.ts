import { z } from 'zod'
import { rowSchema } from './schemas'

/**
 * "Fetch now" of the marketplace orders: the runs the pass wrote (one per source; a run's
 * `error` holds stored messages, `@shared/messages/stored`), or why it did not run (`busy`:
 * another pass is going; `nothing`: no source is configured), said by `code` (its Ukrainian
 * in `message`).
 */
export const fetchNowAnswerSchema = z.object({
  data: z.object({
    runs: z.array(rowSchema),
    skipped: z.enum(['busy', 'nothing']).nullable(),
    message: z.string().nullable(),
    code: z.enum(['import.busy', 'import.nothing']).nullable().optional(),
  }),
})
export type FetchNowAnswer = z.infer<typeof fetchNowAnswerSchema>['data']
