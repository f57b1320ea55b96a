import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ORDER_PHOTOS_MAX, PRODUCT_IMAGES_MAX, type ImageInfo } from '@shared/contract/images'
import { queryRows } from '../db/client'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { logAction } from '../resources/audit'
import type { Tx } from '../resources/context'
import { contextOf, idOf } from '../resources/routes'
import { RESOURCE_TABLES } from '../resources/tables'
import { create, validate } from '../resources/write'
import { dataUrl, processImage } from './process'
import { firstThumbs, imageBytes, imagesOf, insertImage, type ImageOwner } from './store'

const ids = (images: ImageInfo[]) => images.map((i) => i.id)

/** Locks the product (its images change with it) or answers 404. */
async function lockProduct(tx: Tx, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from products where id = ${id} for update`,
  )
  if (rows.length === 0) throw new HttpError(404, 'image.noProduct')
}

async function logImages(
  tx: Tx,
  request: FastifyRequest,
  productId: number,
  before: ImageInfo[],
  after: ImageInfo[],
  at: Date,
): Promise<void> {
  await logAction(tx, {
    userId: userOf(request).id,
    table: 'products',
    recordId: productId,
    action: 'update',
    changes: { images: { old: ids(before), new: ids(after) } },
    at,
  })
}

/** `1234.jpg` -> 1234; anything else is not one of ours. */
function feedImageId(request: FastifyRequest): number {
  const file = (request.params as { file?: string }).file ?? ''
  const match = /^(\d{1,9})\.jpg$/.exec(file)
  if (!match || Number(match[1]) < 1) throw new HttpError(404, 'image.notFound')
  return Number(match[1])
}

function variantOf(body: { variant?: 'thumb' | 'full' | undefined }): 'thumb' | 'full' {
  return body.variant ?? 'full'
}

/** Product images and order photos: uploads, order, the bytes back, the feed's. */
export function registerImageRoutes(app: FastifyInstance): void {
  registerProductImageWrites(app)
  registerImageReads(app)
  registerOrderPhotoRoutes(app)
}

/** The bytes of one image (`products`: by its id; order photos: by the photo's id). */
async function serveFile(
  app: FastifyInstance,
  owner: ImageOwner,
  id: number,
  variant: 'thumb' | 'full',
) {
  const where = owner === 'products' ? { id } : { ownerId: id }
  const found = await imageBytes(app.shop.db, owner, where, variant)
  if (!found) throw new HttpError(404, 'image.notFound')
  return { data: { id, src: dataUrl(found.type, found.bytes) } }
}

/** A product's images uploaded, put in order, deleted. */
function registerProductImageWrites(app: FastifyInstance): void {
  const db = () => app.shop.db

  serve(app, 'POST /api/products_images/upload', async (request, _reply, body) => {
    // Decoded and re-encoded before the transaction: a slow image never holds the product's lock.
    const image = await processImage(Buffer.from(body.content, 'base64'))
    const now = app.shop.now()
    const images = await db().transaction(async (tx) => {
      await lockProduct(tx, body.product_id)
      const before = await imagesOf(tx, 'products', body.product_id)
      if (before.length >= PRODUCT_IMAGES_MAX)
        throw new HttpError(422, 'image.tooMany', { max: PRODUCT_IMAGES_MAX })
      await insertImage(tx, 'products', body.product_id, body.name, image, userOf(request).id, now)
      const after = await imagesOf(tx, 'products', body.product_id)
      await logImages(tx, request, body.product_id, before, after, now)
      return after
    })
    return { data: images }
  })

  serve(app, 'POST /api/products_images/set_order', async (request, _reply, body) => {
    const now = app.shop.now()
    const images = await db().transaction(async (tx) => {
      await lockProduct(tx, body.product_id)
      const before = await imagesOf(tx, 'products', body.product_id)
      const wanted = new Set(body.ids)
      if (
        wanted.size !== body.ids.length ||
        before.length !== body.ids.length ||
        before.some((i) => !wanted.has(i.id))
      ) {
        throw new HttpError(422, 'image.order')
      }
      for (const [position, id] of body.ids.entries()) {
        await tx.execute(sql`update stored_images set position = ${position} where id = ${id}`)
      }
      const after = await imagesOf(tx, 'products', body.product_id)
      await logImages(tx, request, body.product_id, before, after, now)
      return after
    })
    return { data: images }
  })

  serve(app, 'DELETE /api/products_images/:id', async (request) => {
    const id = idOf(request)
    const now = app.shop.now()
    const images = await db().transaction(async (tx) => {
      const [row] = await queryRows<{ owner_id: number }>(
        tx,
        sql`select owner_id from stored_images where id = ${id} and owner = 'products'`,
      )
      if (!row) throw new HttpError(404, 'image.notFound')
      const productId = Number(row.owner_id)
      await lockProduct(tx, productId)
      const before = await imagesOf(tx, 'products', productId)
      await tx.execute(sql`delete from stored_images where id = ${id}`)
      // Positions stay 0..n-1, so the next first is the main image.
      await tx.execute(
        sql`update stored_images s set position = r.n
              from (select id, (row_number() over (order by position, id) - 1)::int as n
                      from stored_images where owner = 'products' and owner_id = ${productId}) r
             where s.id = r.id`,
      )
      const after = await imagesOf(tx, 'products', productId)
      await logImages(tx, request, productId, before, after, now)
      return after
    })
    return { data: images }
  })
}

/** A product's images read back: the list, one file, the first thumbs, the feed's. */
function registerImageReads(app: FastifyInstance): void {
  const db = () => app.shop.db

  serve(app, 'POST /api/products_images/get_images', async (_request, _reply, body) => {
    return { data: await imagesOf(db(), 'products', body.product_id) }
  })

  serve(app, 'POST /api/products_images/file/:id', async (request, _reply, body) =>
    serveFile(app, 'products', idOf(request), variantOf(body)),
  )

  serve(app, 'POST /api/products_images/thumbs', async (_request, _reply, body) => {
    const thumbs = await firstThumbs(db(), 'products', [...new Set(body.product_ids)])
    return { data: thumbs.map((t) => ({ id: t.ownerId, src: dataUrl(t.type, t.bytes) })) }
  })

  // Public, for Prom: the images of products some Prom account's feed offers, nothing else.
  serve(app, 'GET /feeds/prom/images/:file', async (request, reply) => {
    const id = feedImageId(request)
    const [row] = await queryRows<{ type: string; data: Uint8Array }>(
      db(),
      sql`select s.type, s.data from stored_images s
           where s.id = ${id} and s.owner = 'products'
             and exists (select 1 from prom_products pp
                          where pp.product_id = s.owner_id and pp.publish = '1')`,
    )
    if (!row) throw new HttpError(404, 'image.notFound')
    return reply
      .header('Content-Type', row.type)
      .header('Cache-Control', 'public, max-age=86400')
      .send(Buffer.from(row.data))
  })
}

/** An order's photos: upload, the list, the bytes. */
function registerOrderPhotoRoutes(app: FastifyInstance): void {
  const db = () => app.shop.db

  serve(app, 'POST /api/orders_images/upload', async (request, _reply, body) => {
    const image = await processImage(Buffer.from(body.content, 'base64'))
    const ctx = contextOf(app, request)
    const rt = RESOURCE_TABLES.orders_images
    const values = validate(
      rt,
      {
        order_id: body.order_id,
        image: body.name,
        ttn: body.ttn ?? null,
        comment: body.comment ?? null,
      },
      'create',
      ctx,
    )
    const saved = await db().transaction(async (tx) => {
      // The order's row is locked while its photos are counted: two uploads cannot both pass.
      const [held] = await queryRows<{ photos: number }>(
        tx,
        sql`select (select count(*)::int from orders_images where order_id = o.id) as photos
              from orders o where o.id = ${values.order_id as number} for update`,
      )
      if (held && held.photos >= ORDER_PHOTOS_MAX)
        throw new HttpError(422, 'image.tooManyPhotos', { max: ORDER_PHOTOS_MAX })
      const row = await create(tx, ctx, rt, values)
      await insertImage(
        tx,
        'orders_images',
        row.id as number,
        body.name,
        image,
        ctx.user?.id ?? null,
        ctx.now,
      )
      return row
    })
    return { data: { ...saved, order_id: Number(saved.order_id), image: String(saved.image) } }
  })

  serve(app, 'POST /api/orders_images/of_order', async (_request, _reply, body) => {
    const rows = await queryRows<{
      id: number
      ttn: string | null
      comment: string | null
      name: string
      type: string
      width: number
      height: number
      size: number
      created_at: Date | string
    }>(
      db(),
      sql`select oi.id, oi.ttn, oi.comment, s.name, s.type, s.width, s.height, s.size,
                 oi.created_at
            from orders_images oi
            join stored_images s on s.owner = 'orders_images' and s.owner_id = oi.id
           where oi.order_id = ${body.order_id}
           order by oi.id`,
    )
    return {
      data: rows.map((r, position) => ({
        id: Number(r.id),
        name: r.name,
        type: r.type,
        width: Number(r.width),
        height: Number(r.height),
        size: Number(r.size),
        position,
        created_at: new Date(r.created_at).toISOString(),
        ttn: r.ttn,
        comment: r.comment,
      })),
    }
  })

  serve(app, 'POST /api/orders_images/file/:id', async (request, _reply, body) =>
    serveFile(app, 'orders_images', idOf(request), variantOf(body)),
  )

  serve(app, 'POST /api/orders_images/thumbs', async (_request, _reply, body) => {
    const thumbs = await firstThumbs(db(), 'orders_images', [...new Set(body.ids)])
    return { data: thumbs.map((t) => ({ id: t.ownerId, src: dataUrl(t.type, t.bytes) })) }
  })
}
