import type { FIELD_UK } from './field-uk'
import type { SERVER_UK } from './server-uk'

/**
 * What the server and the forms say, as message codes with parameters (`{ code, params }`), so
 * each reader sees their own language: the server answers the code (and a Ukrainian `message`
 * for old clients and logs), the renderer renders it with i18next (`messages` namespace),
 * the server renders Ukrainian. One wording per rule, one code per wording. Codes are
 * `area.rule` in camelCase; a count is `count` and the catalogue has its plural forms
 * (`code_one`, `code_few`, `code_many`, `code_other`). The texts: `./field-uk.ts` (the forms'),
 * `./server-uk.ts` (the rest; loading it gives `ukrainian` both), Russian beside them. The UI
 * loads them in a chunk of their own before its first screen (its entry's size budget).
 */
type Catalogue = typeof FIELD_UK & typeof SERVER_UK
type Key = keyof Catalogue & string
type Plural = 'one' | 'few' | 'many' | 'other'
type Base<K> = K extends `${infer B}_${Plural}` ? B : K

export type MessageCode = Base<Key>
type Names<S> = S extends `${string}{{${infer P}}}${infer R}` ? P | Names<R> : never
type TemplateOf<C extends string> = Catalogue[Extract<Key, C | `${C}_${Plural}`>]
export type ParamNames<C extends MessageCode> = Names<TemplateOf<C>>

/**
 * An enumeration's values as a parameter: rendered as their labels, «quoted», in the reader's
 * language. `field:{table}` names a table's fields instead (rendered by their labels).
 */
export interface EnumRef {
  enum: string
  values: readonly string[]
}
/** A parameter: a value, enumeration values, or a message of its own (a reason inside a sentence). */
export type ParamValue = string | number | EnumRef | Message
export type Params = Record<string, ParamValue>

export interface Message {
  code: MessageCode
  params?: Params
}

const isMessage = (v: EnumRef | Message): v is Message => 'code' in v

/** A code and, when its text has any, exactly its parameters. */
export type MessageArgs = {
  [C in MessageCode]: [ParamNames<C>] extends [never]
    ? [code: C]
    : [code: C, params: Record<ParamNames<C>, ParamValue>]
}[MessageCode]

export function msg(...[code, params]: MessageArgs): Message {
  return params ? { code, params } : { code }
}

/** An enumeration's values as a parameter. */
export function enumRef(name: string, ...values: string[]): EnumRef {
  return { enum: name, values }
}

export type Labeler = (enumName: string, value: string) => string

/**
 * Parameters ready to interpolate: enumeration values as their «labels», joined by commas, and
 * a message inside as `say` renders it.
 */
export function plainParams(
  params: Params | undefined,
  label: Labeler,
  say: (message: Message) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'object') out[name] = value
    else if (isMessage(value)) out[name] = say(value)
    else out[name] = value.values.map((v) => `«${label(value.enum, v)}»`).join(', ')
  }
  return out
}

let fallback: ((message: Message) => string) | undefined

/** How `text` says a message no renderer knows: in Ukrainian, once `./ukrainian.ts` loaded. */
export function setFallback(say: (message: Message) => string): void {
  fallback = say
}

let render: (message: Message) => string | undefined = (m) => fallback?.(m)

/**
 * How messages render: Ukrainian unless the UI installs its i18next (the reader's language),
 * which answers undefined for a code whose texts have not loaded yet.
 */
export function setRenderer(renderer: (message: Message) => string | undefined): void {
  render = renderer
}

/** A message in the reader's language, or undefined while its texts are still on their way. */
export function tryRender(message: Message): string | undefined {
  return render(message)
}

let remember: ((said: string, message: Message) => void) | undefined

/**
 * Where `text` notes what it rendered, so a text that went through zod or a plain string finds
 * its code again (the server's `rememberTexts`; the UI needs no such way back).
 */
export function setRemember(note: (said: string, message: Message) => void): void {
  remember = note
}

/** A message as text in the current language (noted, on the server, with its code). */
export function text(...args: MessageArgs): string {
  return textOf(msg(...args))
}

/**
 * An error a person reads: `said` is its message (a code and parameters, for each reader's
 * language), `message` the same as `text` renders it where it is thrown (logs, a console).
 */
export class SaidError extends Error {
  override name = 'SaidError'
  readonly said: Message
  constructor(said: Message, options?: { cause?: unknown }) {
    super(textOf(said), options)
    this.said = said
  }
}

/** A message already built (a code and its parameters) as `text` says it. */
export function textOf(message: Message): string {
  const said = render(message) ?? fallback?.(message) ?? message.code
  remember?.(said, message)
  return said
}
