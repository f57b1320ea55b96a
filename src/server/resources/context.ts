import type { AuthUser } from '../auth/sessions'
import type { Db } from '../db/client'

export type { Tx } from '../db/client'

/** What a resource operation needs to know about the request it serves. */
export interface OpContext {
  db: Db
  user: AuthUser | null
  now: Date
  /** The database key of the request's own session (kept when a user changes their password). */
  sessionKey?: string | null
}

/** Ukrainian answers of the resource API. */
export const RESOURCE_MESSAGES = {
  stale: 'Запис змінив інший користувач. Оновіть сторінку.',
  notFound: 'Запис не знайдено.',
  forbidden: 'Недостатньо прав для цієї дії.',
  duplicate: 'Таке значення вже є в іншому записі',
  missingRef: 'Такого запису не існує',
  ownAccount: 'Не можна видалити, вимкнути чи понизити власний обліковий запис.',
  reassign: 'Передати запис іншому працівнику може лише менеджер або адміністратор.',
  taskLocked: 'Завдання заблоковане: його не можна позначити виконаним.',
} as const
