import { z } from 'zod'
import { messageSchema } from './contract/http'

/**
 * The embedded server's protocol: what the server process (a `utilityProcess` in the desktop
 * app) and main say to each other over its parent port. Both sides parse what they receive
 * with these schemas.
 */

/** The server listens on loopback only; main refuses any other address. */
const loopbackUrl = z.string().refine((u) => {
  try {
    const url = new URL(u)
    return (
      url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
    )
  } catch {
    return false
  }
}, 'not an address on this computer')

/** What the server process tells main. */
export const workerMessageSchema = z.discriminatedUnion('type', [
  /** Ready: the address to send the API to. */
  z.object({ type: z.literal('listening'), url: loopbackUrl }),
  /**
   * It could not start: `said` is the reason as a code of `@shared/messages` (main's dialog
   * says it in the desk's language), `message` the same in Ukrainian (the log; a configuration's
   * error has only this).
   */
  z.object({
    type: z.literal('error'),
    message: z.string(),
    said: messageSchema.optional(),
    /** `foreign-backup`: the backup to restore is another database's (backup/restore.ts). */
    code: z.enum(['foreign-backup']).optional(),
  }),
  /** A line for main's log. */
  z.object({ type: z.literal('log'), line: z.string() }),
])
export type WorkerMessage = z.infer<typeof workerMessageSchema>

/** What main tells the server process. */
export const mainMessageSchema = z.discriminatedUnion('type', [
  /** Close the database and exit. */
  z.object({ type: z.literal('stop') }),
])
export type MainMessage = z.infer<typeof mainMessageSchema>
