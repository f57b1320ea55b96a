import { CAPABILITIES } from './desktop/capabilities'
import {
  channelsOf,
  type ArgsAt,
  type InvokeChannelOf,
  type PayloadAt,
  type PushChannelOf,
  type ResultAt,
} from './desktop/declare'

/**
 * Every IPC channel, derived from the capability table (`desktop/capabilities.ts`): the
 * channel of `area.method` is `area:method`. Nothing here is written by hand.
 */
type Table = typeof CAPABILITIES

/** Channels the renderer invokes (invokes, and feeds answering their latest value). */
export type InvokeChannel = InvokeChannelOf<Table>
/** Channels main pushes to windows (pushes and feeds). */
export type PushChannel = PushChannelOf<Table>
/** A channel's parsed arguments and its answer, as main's handler sees them. */
export type InvokeArgs<C extends InvokeChannel> = ArgsAt<Table, C>
export type InvokeResult<C extends InvokeChannel> = ResultAt<Table, C>
export type PushPayload<C extends PushChannel> = PayloadAt<Table, C>

export const CHANNELS = channelsOf(CAPABILITIES)

export const INVOKE_CHANNELS = CHANNELS.filter((c) => c.decl.kind !== 'push').map(
  (c) => c.channel as InvokeChannel,
)
export const PUSH_CHANNELS = CHANNELS.filter((c) => c.decl.kind !== 'invoke').map(
  (c) => c.channel as PushChannel,
)
