import type { z } from 'zod'

/**
 * The three kinds of desktop capability, as declared in `capabilities.ts`. Each declaration is
 * an area (`app`, `prefs`…) and a method name; the IPC channel is `area:method`. From one
 * table come the channel list, main's handler map and its validation, the preload's
 * `window.shop` and the `ShopBridge` type.
 */

type ArgList = z.ZodType<readonly unknown[]>

/** The renderer asks, main answers: arguments and answer both checked by main. */
export interface InvokeDecl<
  A extends ArgList = ArgList,
  R extends z.ZodType = z.ZodType,
  F = unknown,
> {
  readonly kind: 'invoke'
  readonly args: A
  readonly result: R
  /** Type only: the bridge method's signature when it is generic (`api.request<T>`). */
  readonly signature: F
}

/** Main tells every window (`app.onNavigate`): the bridge method takes a listener. */
export interface PushDecl<P extends z.ZodType = z.ZodType> {
  readonly kind: 'push'
  readonly payload: P
}

/**
 * A value main keeps and pushes when it changes (the informers): the bridge's `subscribe`
 * gives the listener the latest value at once (an invoke answering it or null), then every push.
 */
export interface FeedDecl<P extends z.ZodType = z.ZodType> {
  readonly kind: 'feed'
  readonly payload: P
}

export type Decl = InvokeDecl | PushDecl | FeedDecl
export type DeclTable = Readonly<Record<string, Readonly<Record<string, Decl>>>>

const none: unknown = undefined

export function invoke<A extends ArgList, R extends z.ZodType>(
  args: A,
  result: R,
): InvokeDecl<A, R, (...args: z.output<A>) => Promise<z.output<R>>> {
  return { kind: 'invoke', args, result, signature: none as never }
}

/** `invoke` whose bridge method has a signature of its own (generic), checked against both. */
export function invokeAs<F extends (...args: never[]) => Promise<unknown>>() {
  return <A extends ArgList & z.ZodType<Parameters<F>>, R extends z.ZodType>(
    args: A,
    result: R,
  ): InvokeDecl<A, R, F> => ({ kind: 'invoke', args, result, signature: none as never })
}

export function push<P extends z.ZodType>(payload: P): PushDecl<P> {
  return { kind: 'push', payload }
}

export function feed<P extends z.ZodType>(payload: P): FeedDecl<P> {
  return { kind: 'feed', payload }
}

type Listen<P extends z.ZodType> = (listener: (payload: z.output<P>) => void) => () => void

type MethodOf<D> =
  D extends InvokeDecl<ArgList, z.ZodType, infer F>
    ? F
    : D extends PushDecl<infer P> | FeedDecl<infer P>
      ? Listen<P>
      : never

/** The renderer's interface of a table: `area.method(...)`, each a promise or a subscription. */
export type BridgeOf<T extends DeclTable> = {
  -readonly [Area in keyof T]: { -readonly [M in keyof T[Area]]: MethodOf<T[Area][M]> }
}

/** Every `[channel, declaration]` of a table. */
type Entries<T extends DeclTable> = {
  [Area in keyof T & string]: {
    [M in keyof T[Area] & string]: [`${Area}:${M}`, T[Area][M]]
  }[keyof T[Area] & string]
}[keyof T & string]

/** Channels the renderer invokes: every invoke, and every feed (which answers its latest). */
export type InvokeChannelOf<T extends DeclTable> = Extract<
  Entries<T>,
  [string, InvokeDecl | FeedDecl]
>[0]
/** Channels main pushes: every push, and every feed. */
export type PushChannelOf<T extends DeclTable> = Extract<
  Entries<T>,
  [string, PushDecl | FeedDecl]
>[0]
export type DeclAt<T extends DeclTable, C extends string> = Extract<Entries<T>, [C, Decl]>[1]

/** What main's handler of a channel receives (parsed) and answers. */
export type ArgsAt<T extends DeclTable, C extends string> =
  DeclAt<T, C> extends InvokeDecl<infer A> ? z.output<A> : []
export type ResultAt<T extends DeclTable, C extends string> =
  DeclAt<T, C> extends InvokeDecl<ArgList, infer R>
    ? z.output<R>
    : DeclAt<T, C> extends FeedDecl<infer P>
      ? z.output<P> | null
      : never
export type PayloadAt<T extends DeclTable, C extends string> =
  DeclAt<T, C> extends PushDecl<infer P> | FeedDecl<infer P> ? z.output<P> : never

export interface ChannelInfo {
  channel: string
  area: string
  method: string
  decl: Decl
}

/** The table flattened, in declaration order. */
export function channelsOf(table: DeclTable): ChannelInfo[] {
  return Object.entries(table).flatMap(([area, methods]) =>
    Object.entries(methods).map(([method, decl]) => ({
      channel: `${area}:${method}`,
      area,
      method,
      decl,
    })),
  )
}
