import { useMemo } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { IMAGE_MESSAGES, type ImageInfo } from '@shared/contract/images'
import { callApi, useBridge } from '../platform'
import { resourceKeys } from '../resources/queries'
import { base64Of, tooLarge } from './files'
import { createThumbLoader, type ImageKind } from './thumbs'

export const imageKeys = {
  product: (productId: number) => ['images', 'products', productId] as const,
  order: (orderId: number) => ['images', 'orders', orderId] as const,
  file: (kind: ImageKind, id: number, variant: 'thumb' | 'full') =>
    ['images', kind, 'file', id, variant] as const,
  thumb: (kind: ImageKind, id: number) => ['images', kind, 'thumb', id] as const,
}

/** Thumbnails change when images do; a minute keeps a page's while it is looked at. */
const FRESH_MS = 60_000

const loaders = new WeakMap<object, Record<ImageKind, (id: number) => Promise<string | null>>>()

/** A row's thumbnail (a product's main image, an order photo): a data URL, or null for none. */
export function useThumb(kind: ImageKind, id: number) {
  const bridge = useBridge()
  const load = useMemo(() => {
    let mine = loaders.get(bridge)
    if (!mine) {
      mine = {
        products: createThumbLoader(bridge, 'products'),
        orders_images: createThumbLoader(bridge, 'orders_images'),
      }
      loaders.set(bridge, mine)
    }
    return mine[kind]
  }, [bridge, kind])
  return useQuery({
    queryKey: imageKeys.thumb(kind, id),
    queryFn: () => load(id),
    staleTime: FRESH_MS,
  })
}

/** One image's bytes as a data URL: `id` is a product image's id or an order photo row's. */
export function useImageSrc(kind: ImageKind, id: number | null, variant: 'thumb' | 'full') {
  const bridge = useBridge()
  return useQuery({
    queryKey: imageKeys.file(kind, id ?? 0, variant),
    enabled: id !== null,
    staleTime: FRESH_MS,
    queryFn: async () => {
      const key =
        kind === 'products'
          ? 'POST /api/products_images/file/:id'
          : 'POST /api/orders_images/file/:id'
      const answer = await callApi(bridge, key, {
        params: { id: id ?? 0 },
        body: { variant },
      })
      return answer.data.src
    },
  })
}

export function useProductImages(productId: number) {
  const bridge = useBridge()
  return useQuery({
    queryKey: imageKeys.product(productId),
    queryFn: async () =>
      (
        await callApi(bridge, 'POST /api/products_images/get_images', {
          body: { product_id: productId },
        })
      ).data,
  })
}

/** Upload, reorder and delete of one product's images; each answers the images as they now are. */
export function useProductImageActions(productId: number) {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const settle = (images: ImageInfo[]) => {
    queryClient.setQueryData(imageKeys.product(productId), images)
    // The list's thumbnail (the main image) and the product's record (its version in the log).
    void queryClient.invalidateQueries({ queryKey: imageKeys.thumb('products', productId) })
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all('products') })
  }
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (tooLarge(file)) throw new Error(IMAGE_MESSAGES.tooLarge)
      const content = await base64Of(file)
      return (
        await callApi(bridge, 'POST /api/products_images/upload', {
          body: { product_id: productId, name: file.name || 'image', content },
        })
      ).data
    },
    onSuccess: settle,
  })
  const reorder = useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await callApi(bridge, 'POST /api/products_images/set_order', {
          body: { product_id: productId, ids },
        })
      ).data,
    onSuccess: settle,
  })
  const remove = useMutation({
    mutationFn: async (id: number) =>
      (await callApi(bridge, 'DELETE /api/products_images/:id', { params: { id } })).data,
    onSuccess: settle,
  })
  return { upload, reorder, remove }
}

export function useOrderPhotos(orderId: number | null) {
  const bridge = useBridge()
  return useQuery({
    queryKey: imageKeys.order(orderId ?? 0),
    enabled: orderId !== null,
    queryFn: async () =>
      (
        await callApi(bridge, 'POST /api/orders_images/of_order', {
          body: { order_id: orderId ?? 0 },
        })
      ).data,
  })
}

export interface OrderPhotoInput {
  orderId: number
  /** A picked file, or a Blob from a camera (then `name` says what to call it). */
  photo: Blob
  name?: string
  ttn?: string
  comment?: string
}

/**
 * Attaches a photo to an order (an `orders_images` row): the order form, the photos screen,
 * and the packing desk's photo of the open parcel all call this. Resolves with the new row.
 */
export function useAttachOrderPhoto() {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: OrderPhotoInput) => {
      if (tooLarge(input.photo)) throw new Error(IMAGE_MESSAGES.tooLarge)
      const content = await base64Of(input.photo)
      const fileName = input.photo instanceof File ? input.photo.name : ''
      const name = (input.name ?? fileName) || `order-${input.orderId}.jpg`
      return (
        await callApi(bridge, 'POST /api/orders_images/upload', {
          body: {
            order_id: input.orderId,
            name,
            content,
            ...(input.ttn ? { ttn: input.ttn } : {}),
            ...(input.comment ? { comment: input.comment } : {}),
          },
        })
      ).data
    },
    onSuccess: (_row, input) => {
      void queryClient.invalidateQueries({ queryKey: imageKeys.order(input.orderId) })
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('orders_images') })
    },
  })
}
