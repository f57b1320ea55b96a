import type { PGlite } from '@electric-sql/pglite'
import { msg } from '@shared/messages'

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

/** What a restore says of a backup's database (`@shared/messages`: `backup.*`). */
export const IDENTITY_MESSAGES = {
  foreign: (name: string, dataDir: string) => msg('backup.foreign', { name, dataDir }),
  unknown: (name: string) => msg('backup.unknownOrigin', { name }),
} as const
