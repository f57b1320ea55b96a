import { text } from '../messages'

/**
 * The rule for a password being set (a new user, a changed password, the first administrator,
 * `SHOP_ADMIN_PASSWORD`): at least `MIN_PASSWORD_LENGTH` characters and not one of the common
 * passwords (`./common.ts`). Existing passwords are not checked at login: a user whose password
 * was set under the old rule still signs in, and meets this rule at the next change.
 *
 * This file holds no list, so the UI's first screen can name the length without loading it.
 */
export const MIN_PASSWORD_LENGTH = 10

export type PasswordProblem = 'short' | 'common'

/** The message of a problem, in the reader's language (`@shared/messages`: `password.*`). */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  get short() {
    return text('password.short', { min: MIN_PASSWORD_LENGTH })
  },
  get common() {
    return text('password.common')
  },
}
