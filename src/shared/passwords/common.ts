import { dictionary } from '@zxcvbn-ts/language-common'
import { MIN_PASSWORD_LENGTH, type PasswordProblem } from './rule'

/**
 * The common passwords of zxcvbn-ts's maintained list (about 49,000, from leaked password
 * sets, lowercase), kept to those a length check alone would let through. The renderer loads
 * this file lazily (it is a few hundred kilobytes), the server at start.
 */
let common: Set<string> | null = null

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= MIN_PASSWORD_LENGTH))
  return common
}

/** Whether the password is on the list, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase())
}

/** What is wrong with a password being set, or null when the rule is met. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'short'
  return isCommonPassword(password) ? 'common' : null
}
