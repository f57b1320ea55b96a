import { text } from '../messages'
import { z } from 'zod'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'

/**
 * Product images and order photos. The bridge carries JSON only, so a file goes up
 * as base64 in the body of its upload route (which alone raises the server's body limit) and
 * comes back the same way, as a `data:` URL the `<img>` shows; the session cookie never leaves
 * main. The server checks the real type by its first bytes, re-encodes (which drops EXIF and
 * anything else hidden in the file) and keeps the bytes in the database (`stored_images`).
 */

/** Largest file accepted, as picked (a phone photo is 2–8 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** Its base64. */
export const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_MAX_BYTES / 3) * 4
/** The upload routes' body limit: the base64 and the few other fields. */
export const IMAGE_BODY_LIMIT = IMAGE_MAX_BASE64 + 64 * 1024
/** Most pixels decoded (a 50 MP camera's photo): a small file must not unpack into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000
/** Longest side kept (product photos on Prom: up to 1,200 px shown, 2,000 px is plenty). */
export const IMAGE_MAX_SIDE = 2000
/** The square thumbnail of lists. */
export const THUMB_SIDE = 160
/** Images one product may have. */
export const PRODUCT_IMAGES_MAX = 20
/**
 * Photos one order may have: a packing desk photographs a parcel, its contents and its label,
 * a few shots each time it is sent or comes back. Fifty is far past any honest order and keeps
 * one order from filling the database (each photo is up to 2,000 px, stored with its thumbnail).
 */
export const ORDER_PHOTOS_MAX = 50
/** The types accepted, by their first bytes (never by the name or the browser's word). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const IMAGE_MESSAGES = {
  get notImage() {
    return text('image.notImage')
  },
  get broken() {
    return text('image.broken')
  },
  get tooLarge() {
    return text('image.tooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })
  },
  get tooManyPixels() {
    return text('image.tooManyPixels', { mp: IMAGE_MAX_PIXELS / 1_000_000 })
  },
  get tooMany() {
    return text('image.tooMany', { max: PRODUCT_IMAGES_MAX })
  },
  get tooManyPhotos() {
    return text('image.tooManyPhotos', { max: ORDER_PHOTOS_MAX })
  },
  get notFound() {
    return text('image.notFound')
  },
  get noProduct() {
    return text('image.noProduct')
  },
  get noOrder() {
    return text('image.noOrder')
  },
  get order() {
    return text('image.order')
  },
} as const

const base64 = /^[A-Za-z0-9+/]*={0,2}$/

/** A picked file: its name (for the record), and its bytes as base64. */
export const imageFileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MSG.required)
    .max(200, MSG.maxLength(200))
    .refine((v) => !hasBadChar(v), MSG.badChar),
  content: z
    .string()
    .min(1, MSG.required)
    .max(IMAGE_MAX_BASE64, IMAGE_MESSAGES.tooLarge)
    .refine((v) => base64.test(v), IMAGE_MESSAGES.notImage),
})
export type ImageFile = z.infer<typeof imageFileSchema>

const id = z.number().int().min(1).max(2_147_483_647)

export const productImageUploadSchema = imageFileSchema.extend({ product_id: id })
export const productImagesBodySchema = z.object({ product_id: id })
export const productImagesOrderSchema = z.object({
  product_id: id,
  ids: z.array(id).min(1).max(PRODUCT_IMAGES_MAX),
})
export const productThumbsBodySchema = z.object({ product_ids: z.array(id).max(500) })

export const orderImageUploadSchema = imageFileSchema.extend({
  order_id: id,
  ttn: z
    .string()
    .trim()
    .max(40, MSG.maxLength(40))
    .refine((v) => !hasBadChar(v), MSG.badChar)
    .optional(),
  comment: z
    .string()
    .max(2000, MSG.maxLength(2000))
    .refine((v) => !hasBadChar(v), MSG.badChar)
    .optional(),
})
export const orderImagesBodySchema = z.object({ order_id: id })
export const orderThumbsBodySchema = z.object({ ids: z.array(id).max(500) })

export const imageVariantSchema = z.object({ variant: z.enum(['thumb', 'full']).optional() })

/** One stored image, without its bytes. */
export const imageInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
  position: z.number(),
  created_at: z.string(),
})
export type ImageInfo = z.infer<typeof imageInfoSchema>

/** A product's images, main first. */
export const productImagesAnswerSchema = z.object({ data: z.array(imageInfoSchema) })
export const imageInfoAnswerSchema = z.object({ data: imageInfoSchema })

/** An image's bytes for an `<img>`: `data:image/jpeg;base64,...`. */
export const imageDataAnswerSchema = z.object({
  data: z.object({ id: z.number(), src: z.string() }),
})

/** Thumbnails for a page of a list: by the product's (or the order photo's) id. */
export const thumbsAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number(), src: z.string() })),
})

/** An order's photos: its `orders_images` rows' ids with their stored image's details. */
export const orderImagesAnswerSchema = z.object({
  data: z.array(
    imageInfoSchema.extend({
      ttn: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
})

export const orderImageAnswerSchema = z.object({
  data: z.looseObject({ id: z.number(), order_id: z.number(), image: z.string() }),
})
