import { z } from 'zod'
import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as img from '../images'

/** What these routes take and answer: product and order photos and the Prom feed's pictures (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/products_images/upload': {
    body: img.productImageUploadSchema,
    answer: img.productImagesAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/products_images/get_images': {
    body: img.productImagesBodySchema,
    answer: img.productImagesAnswerSchema,
  },
  'POST /api/products_images/set_order': {
    body: img.productImagesOrderSchema,
    answer: img.productImagesAnswerSchema,
  },
  'DELETE /api/products_images/:id': { answer: img.productImagesAnswerSchema },
  'POST /api/products_images/file/:id': {
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/products_images/thumbs': {
    body: img.productThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
  'GET /feeds/prom/images/:file': { answer: z.string() },
  'POST /api/orders_images/upload': {
    body: img.orderImageUploadSchema,
    answer: img.orderImageAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/orders_images/of_order': {
    body: img.orderImagesBodySchema,
    answer: img.orderImagesAnswerSchema,
  },
  'POST /api/orders_images/file/:id': {
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/orders_images/thumbs': {
    body: img.orderThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
