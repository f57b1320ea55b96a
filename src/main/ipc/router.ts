import { z } from 'zod'
import { CHANNELS, type InvokeArgs, type InvokeChannel, type InvokeResult } from '@shared/ipc'
import { isTrustedSender } from './sender'

/** Who is calling: the frame's URL (checked) and its window (for the "self" channels). */
export interface IpcContext {
  frameUrl: string | null
  windowId: number | null
}

type Awaitable<T> = T | Promise<T>

/** One typed handler per channel of the capability table; arguments arrive already parsed. */
export type IpcHandlers = {
  [K in InvokeChannel]: (args: InvokeArgs<K>, ctx: IpcContext) => Awaitable<InvokeResult<K>>
}

export class IpcRefusal extends Error {
  override name = 'IpcRefusal'
}

export interface IpcRouter {
  /** What main registers with `ipcMain.handle`; throws IpcRefusal for refused calls. */
  dispatch(channel: string, ctx: IpcContext, args: readonly unknown[]): Promise<unknown>
  channels: readonly InvokeChannel[]
}

interface Checks {
  args: z.ZodType<readonly unknown[]>
  result: z.ZodType
}

const NONE = z.tuple([])

/** Each invoke channel's two schemas; a feed takes nothing and answers its payload or null. */
const CHECKS = new Map<string, Checks>(
  CHANNELS.flatMap(({ channel, decl }): [string, Checks][] => {
    if (decl.kind === 'invoke') return [[channel, { args: decl.args, result: decl.result }]]
    if (decl.kind === 'feed') {
      return [[channel, { args: NONE, result: decl.payload.nullable() }]]
    }
    return []
  }),
)

export function createIpcRouter(
  handlers: IpcHandlers,
  appUrls: () => readonly string[],
  log: (message: string) => void = (m) => console.warn(m),
): IpcRouter {
  async function run(channel: InvokeChannel, checks: Checks, ctx: IpcContext, args: unknown[]) {
    const parsed = checks.args.safeParse(args)
    if (!parsed.success) {
      log(`IPC ${channel}: payload refused (${parsed.error.issues[0]?.message ?? 'schema'})`)
      throw new IpcRefusal(`Некоректні дані запиту (${channel}).`)
    }
    // The arguments were parsed with this channel's own schema.
    const handler = handlers[channel] as (args: unknown, ctx: IpcContext) => unknown
    const result = await handler(parsed.data, ctx)
    // The answer is what the table promises, or an error: never a shape the UI does not expect.
    const answer = checks.result.safeParse(result)
    if (!answer.success) {
      log(`IPC ${channel}: answer refused (${answer.error.issues[0]?.message ?? 'schema'})`)
      throw new Error(`IPC ${channel}: the answer does not match its declaration`)
    }
    return result
  }

  return {
    channels: [...CHECKS.keys()] as InvokeChannel[],
    async dispatch(channel, ctx, args) {
      const checks = CHECKS.get(channel)
      if (!checks) throw new IpcRefusal(`Невідомий канал ${channel}.`)
      if (!isTrustedSender(ctx.frameUrl, appUrls())) {
        log(`IPC ${channel}: refused a sender outside the app (${ctx.frameUrl ?? 'no frame'})`)
        throw new IpcRefusal('Запит не з вікна застосунку відхилено.')
      }
      return run(channel as InvokeChannel, checks, ctx, [...args])
    },
  }
}
