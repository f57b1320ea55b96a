import { IMAGE_MAX_BYTES } from '@shared/contract/images'

/** What the file pickers offer; the server checks the real type by the file's first bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'

/** A Blob's bytes as base64 (a data URL's payload): the bridge carries JSON only. */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
}

/** Refused before it is read: larger than the server takes. */
export const tooLarge = (blob: Blob) => blob.size > IMAGE_MAX_BYTES
