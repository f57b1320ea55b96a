import type { PGlite } from '@electric-sql/pglite'

/**
 * Which database a backup is of. Every database holds one random id (`shop_identity`, made by
 * migration 0020 when the table is created); a backup is a dump of the database, so the id is in
 * the archive, and a restore reads it from the unpacked copy before anything is swapped.
 */
export async function readIdentity(client: PGlite): Promise<string | null> {
  const table = await client.query<{ found: string | null }>(
    `select to_regclass('shop_identity')::text as found`,
  )
  if (!table.rows[0]?.found) return null
  const res = await client.query<{ id: string }>(
    `select id::text as id from shop_identity order by created_at limit 1`,
  )
  return res.rows[0]?.id ?? null
}

/**
 * Gives a restored database that has no id yet (a backup older than ids) the id of the folder it
 * replaces, so the folder's later backups still count as its own.
 */
export async function carryIdentity(client: PGlite, id: string): Promise<void> {
  await client.exec(`
    create table if not exists shop_identity (
      id uuid primary key default gen_random_uuid() not null,
      created_at timestamp with time zone default now() not null
    )`)
  await client.query(`delete from shop_identity`)
  await client.query(`insert into shop_identity (id) values ($1)`, [id])
}

export const IDENTITY_MESSAGES = {
  foreign: (name: string, dataDir: string) =>
    `Копія ${name} — з іншої бази даних (іншого магазину або іншої теки даних), а не з ${dataDir}; нічого не змінено.`,
  unknown: (name: string) =>
    `Увага: копія ${name} зроблена до того, як копії почали пам’ятати свою базу даних, тож не перевірити, чи вона з цього магазину. Відновлюю.`,
} as const
