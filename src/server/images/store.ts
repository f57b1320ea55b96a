import { sql } from 'drizzle-orm'
import type { ImageInfo } from '@shared/contract/images'
import { queryRows } from '../db/client'
import type { Tx } from '../resources/context'
import type { ProcessedImage } from './process'

export type ImageOwner = 'products' | 'orders_images'

type Exec = Pick<Tx, 'execute'>

interface InfoRow extends Record<string, unknown> {
  id: number
  name: string
  type: string
  width: number
  height: number
  size: number
  position: number
  created_at: Date | string
}

export const infoOf = (r: InfoRow): ImageInfo => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  width: Number(r.width),
  height: Number(r.height),
  size: Number(r.size),
  position: Number(r.position),
  created_at: new Date(r.created_at).toISOString(),
})

const INFO = sql`id, name, type, width, height, size, position, created_at`

/** An owner's images, in their order (a product's main one first). */
export async function imagesOf(db: Exec, owner: ImageOwner, ownerId: number): Promise<ImageInfo[]> {
  const rows = await queryRows<InfoRow>(
    db,
    sql`select ${INFO} from stored_images where owner = ${owner} and owner_id = ${ownerId}
         order by position, id`,
  )
  return rows.map(infoOf)
}

/** Keeps a processed image as the owner's last one. */
export async function insertImage(
  tx: Exec,
  owner: ImageOwner,
  ownerId: number,
  name: string,
  image: ProcessedImage,
  userId: number | null,
  at: Date,
): Promise<ImageInfo> {
  const [row] = await queryRows<InfoRow>(
    tx,
    sql`insert into stored_images (owner, owner_id, position, name, type, width, height, size,
                                   data, thumb, user_id, created_at)
        values (${owner}, ${ownerId},
                (select coalesce(max(position) + 1, 0) from stored_images
                  where owner = ${owner} and owner_id = ${ownerId}),
                ${name}, ${image.type}, ${image.width}, ${image.height}, ${image.data.length},
                ${image.data}, ${image.thumb}, ${userId}, ${at})
        returning ${INFO}`,
  )
  return infoOf(row!)
}

/** One image's bytes (the thumbnail or the whole), or null. */
export async function imageBytes(
  db: Exec,
  owner: ImageOwner,
  where: { id: number } | { ownerId: number },
  variant: 'thumb' | 'full',
): Promise<{ id: number; type: string; bytes: Buffer; ownerId: number } | null> {
  const column = variant === 'thumb' ? sql`thumb` : sql`data`
  const filter = 'id' in where ? sql`id = ${where.id}` : sql`owner_id = ${where.ownerId}`
  const [row] = await queryRows<{ id: number; type: string; bytes: Uint8Array; owner_id: number }>(
    db,
    sql`select id, type, ${column} as bytes, owner_id from stored_images
         where owner = ${owner} and ${filter} order by position, id limit 1`,
  )
  if (!row) return null
  return {
    id: Number(row.id),
    type: row.type,
    bytes: Buffer.from(row.bytes),
    ownerId: Number(row.owner_id),
  }
}

/** Each owner's first image's thumbnail (a product's main image), by owner id. */
export async function firstThumbs(
  db: Exec,
  owner: ImageOwner,
  ownerIds: number[],
): Promise<{ ownerId: number; type: string; bytes: Buffer }[]> {
  if (ownerIds.length === 0) return []
  const rows = await queryRows<{ owner_id: number; type: string; thumb: Uint8Array }>(
    db,
    sql`select distinct on (owner_id) owner_id, type, thumb from stored_images
         where owner = ${owner}
           and owner_id in (${sql.join(
             ownerIds.map((id) => sql`${id}`),
             sql`, `,
           )})
         order by owner_id, position, id`,
  )
  return rows.map((r) => ({
    ownerId: Number(r.owner_id),
    type: 'image/jpeg',
    bytes: Buffer.from(r.thumb),
  }))
}

/** Removes an owner's images: a deleted product's, or a deleted order photo's bytes. */
export async function dropImagesOf(tx: Exec, owner: ImageOwner, ownerId: number): Promise<void> {
  await tx.execute(sql`delete from stored_images where owner = ${owner} and owner_id = ${ownerId}`)
}
