import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashes: scrypt from node:crypto with a random 16-byte salt per user, stored as
 * `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later without breaking old hashes.
 * N = 2^16 takes about 0.2 s here: slow for a guesser, unnoticeable at a login.
 */
const COST = { N: 2 ** 16, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default 32 MiB cap is below that for N = 2^16.
  const maxmem = 256 * (opts.N ?? COST.N) * (opts.r ?? COST.r) + 1024 * 1024
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...opts, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4] ?? '', 'base64')
  const expected = Buffer.from(parts[5] ?? '', 'base64')
  if (!N || !r || !p || expected.length === 0) return false
  const actual = await derive(password, salt, { N, r, p })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let dummy: Promise<string> | null = null

/**
 * Spends the same time as a real check, for a login that names no user: the answer's timing
 * must not tell which logins exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(12).toString('base64'))
  await verifyPassword(password, await dummy)
}
