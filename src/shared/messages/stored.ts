import type { Message } from './index'

/**
 * Messages kept in a text column for people who read them later (an import's failure, a
 * marketplace's refusal of a status): stored as JSON, a list of `{ code, params }`, so each
 * reader sees them in their own language, one line each. A column written before this held
 * a Ukrainian sentence: `storedMessages` answers null for it and it is shown as it is. A field
 * that holds them says `messages: true` (`src/shared/resources/types.ts`).
 */

const CODE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/

/** The messages as the column keeps them; null for none. */
export function storeMessages(messages: readonly Message[]): string | null {
  return messages.length > 0 ? JSON.stringify(messages) : null
}

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Message).code === 'string' &&
  CODE.test((m as Message).code) &&
  ((m as Message).params === undefined ||
    (typeof (m as Message).params === 'object' && (m as Message).params !== null))

/** The messages a column holds, or null when it holds a plain text (an older row). */
export function storedMessages(text: string): Message[] | null {
  if (!text.startsWith('[{')) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isMessage) ? parsed : null
  } catch {
    return null
  }
}

/** A stored column as text: its messages rendered by `say`, a line each; a plain text as is. */
export function sayStored(text: string, say: (message: Message) => string): string {
  const messages = storedMessages(text)
  return messages ? messages.map(say).join('\n') : text
}
