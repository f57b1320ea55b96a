/**
 * Password guessing at one account, from however many addresses: after `FREE_FAILURES` failed
 * logins in a row, each further attempt at that login waits a back-off since the last failure
 * (1 s, 2 s, 4 s … at most `MAX_WAIT_MS`), and is refused before its password is checked. A
 * success clears it; so does `QUIET_MS` without a failure. It is a wait, never a lock: a
 * stranger who types wrong passwords for someone's login slows that login down by at most a
 * minute at a time, and the desk where the account last signed in is not held up at all: its
 * attempts count apart, by login and address.
 *
 * Counted per server process, in memory (several servers on one PostgreSQL each count their
 * own); unknown logins count the same as real ones, so the answer tells nothing about which exist.
 */
export const FREE_FAILURES = 5
export const MAX_WAIT_MS = 60_000
const QUIET_MS = 60 * 60_000
/** Logins tracked at most: a flood of made-up logins evicts the oldest, not the memory. */
const MAX_ENTRIES = 10_000
/** Addresses remembered per login for having signed in there. */
const KNOWN_PER_LOGIN = 8

interface Failures {
  count: number
  last: number
}

export interface LoginThrottle {
  /** Milliseconds this attempt must still wait, or 0 when it may be checked now. */
  wait(login: string, ip: string): number
  failed(login: string, ip: string): void
  succeeded(login: string, ip: string): void
}

export function createLoginThrottle(now: () => Date): LoginThrottle {
  const failures = new Map<string, Failures>()
  const known = new Map<string, string[]>()
  const norm = (login: string) => login.trim().normalize('NFC').toLowerCase()
  // The desk where this login signed in before counts its own failures apart.
  const keyOf = (login: string, ip: string) => {
    const name = norm(login)
    return known.get(name)?.includes(ip) ? `${name}\n${ip}` : name
  }
  const touch = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key)
    map.set(key, value)
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string)
  }

  return {
    wait(login, ip) {
      const entry = failures.get(keyOf(login, ip))
      if (!entry || entry.count < FREE_FAILURES) return 0
      const t = now().getTime()
      if (t - entry.last > QUIET_MS) return 0
      const backoff = Math.min(MAX_WAIT_MS, 1000 * 2 ** (entry.count - FREE_FAILURES))
      return Math.max(0, entry.last + backoff - t)
    },
    failed(login, ip) {
      const key = keyOf(login, ip)
      const t = now().getTime()
      const entry = failures.get(key)
      const count = entry && t - entry.last <= QUIET_MS ? entry.count + 1 : 1
      touch(failures, key, { count, last: t })
    },
    succeeded(login, ip) {
      const name = norm(login)
      failures.delete(keyOf(login, ip))
      const desks = (known.get(name) ?? []).filter((a) => a !== ip)
      touch(known, name, [ip, ...desks].slice(0, KNOWN_PER_LOGIN))
    },
  }
}
