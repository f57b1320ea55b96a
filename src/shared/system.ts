import { z } from 'zod'

/** `POST /api/system/get_info`: what the workstation check shows about the server. */
export const systemInfoSchema = z.object({
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** PostgreSQL's own version string, short form ("17.4"). */
    version: z.string(),
    sizeBytes: z.number().int().nonnegative(),
  }),
  /** The server's clock (ISO), so a desk with a wrong clock shows up. */
  time: z.string(),
})
export type SystemInfo = z.infer<typeof systemInfoSchema>
