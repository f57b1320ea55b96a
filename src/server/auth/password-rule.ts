import type { PasswordProblem } from '@shared/passwords/rule'
import type * as CommonPasswords from '@shared/passwords/common'

let loaded: typeof CommonPasswords | undefined

/**
 * The password rule with its list of common passwords, loaded when a password is first set
 * rather than at start: the list's module unpacks its dictionaries as it loads (some 75 ms of
 * a start on a desk's laptop), and most starts set no password.
 */
export async function loadPasswordRule(): Promise<void> {
  loaded ??= await import('@shared/passwords/common')
}

/** What is wrong with a password being set, or null; `loadPasswordRule` must have run. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!loaded) throw new Error('the password rule is used before loadPasswordRule')
  return loaded.passwordProblem(password)
}
