import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  THUMB_SIDE,
} from '@shared/contract/images'
import { HttpError } from '../http/errors'

/** What the first bytes say the file is; null when it is none of the accepted types. */
export function sniffImageType(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v)
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50))
    return 'image/webp'
  return null
}

export interface ProcessedImage {
  type: 'image/jpeg'
  width: number
  height: number
  data: Buffer
  thumb: Buffer
}

/**
 * A picked file made fit to keep: its real type checked by its first bytes, turned upright by
 * its EXIF orientation, made no larger than IMAGE_MAX_SIDE and re-encoded as JPEG, which keeps
 * no metadata (EXIF, GPS, comments) and nothing a crafted file carried beside its pixels. A
 * transparent PNG gets a white background (a product photo on a white page). The thumbnail is
 * a square crop for lists. Every refusal is a 422 with a Ukrainian message.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new HttpError(422, 'image.tooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })
  if (!sniffImageType(bytes)) throw new HttpError(422, 'image.notImage')
  // sharp and its libvips take a quarter of a second and some 28 MiB to load: loaded for the
  // first picture, not at every start of the server.
  const { default: sharp } = await import('sharp')
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const }
  // The header only (no pixels decoded yet): how large the picture would be.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(422, 'image.broken')
    })
  if (!meta.width || !meta.height) throw new HttpError(422, 'image.broken')
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    throw new HttpError(422, 'image.tooManyPixels', { mp: IMAGE_MAX_PIXELS / 1_000_000 })
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    const thumb = await sharp(data)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer()
    return { type: 'image/jpeg', width: info.width, height: info.height, data, thumb }
  } catch {
    throw new HttpError(422, 'image.broken')
  }
}

/** A data URL for an `<img>`. */
export function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`
}
