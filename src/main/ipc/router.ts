import type { InvokeChannel, InvokeChannels } from '@shared/ipc'
import { INVOKE_CHANNELS } from '@shared/ipc'
import { ARG_SCHEMAS } from './schemas'
import { isTrustedSender } from './sender'

/** Who is calling: the frame's URL (checked) and its window (for the "self" channels). */
export interface IpcContext {
  frameUrl: string | null
  windowId: number | null
}

type Awaitable<T> = T | Promise<T>

/** One typed handler per channel; arguments arrive already parsed. */
export type IpcHandlers = {
  [K in InvokeChannel]: (
    args: Parameters<InvokeChannels[K]>,
    ctx: IpcContext,
  ) => Awaitable<ReturnType<InvokeChannels[K]>>
}

export class IpcRefusal extends Error {
  override name = 'IpcRefusal'
}

export interface IpcRouter {
  /** What main registers with `ipcMain.handle`; throws IpcRefusal for refused calls. */
  dispatch(channel: string, ctx: IpcContext, args: readonly unknown[]): Promise<unknown>
  channels: readonly InvokeChannel[]
}

export function createIpcRouter(
  handlers: IpcHandlers,
  appUrls: () => readonly string[],
  log: (message: string) => void = (m) => console.warn(m),
): IpcRouter {
  const known = new Set<string>(INVOKE_CHANNELS)

  async function run<K extends InvokeChannel>(channel: K, ctx: IpcContext, args: unknown[]) {
    const parsed = ARG_SCHEMAS[channel].safeParse(args)
    if (!parsed.success) {
      log(`IPC ${channel}: payload refused (${parsed.error.issues[0]?.message ?? 'schema'})`)
      throw new IpcRefusal(`Некоректні дані запиту (${channel}).`)
    }
    const handler = handlers[channel] as IpcHandlers[K]
    // ARG_SCHEMAS[K] is typed ZodType<Args<K>>; TS loses that through the indexed access.
    return handler(parsed.data as Parameters<InvokeChannels[K]>, ctx)
  }

  return {
    channels: INVOKE_CHANNELS,
    async dispatch(channel, ctx, args) {
      if (!known.has(channel)) throw new IpcRefusal(`Невідомий канал ${channel}.`)
      if (!isTrustedSender(ctx.frameUrl, appUrls())) {
        log(`IPC ${channel}: refused a sender outside the app (${ctx.frameUrl ?? 'no frame'})`)
        throw new IpcRefusal('Запит не з вікна застосунку відхилено.')
      }
      return run(channel as InvokeChannel, ctx, [...args])
    },
  }
}
