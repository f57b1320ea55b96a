import { useTranslation } from 'react-i18next'
import { useBundle } from './bundles'
import uk from './uk/images.json'
import ru from './ru/images.json'

/**
 * Product images' and order photos' texts (namespace `images`). They travel with the chunks
 * that show images (the products list and form, the order photos) rather than the entry.
 */
export const IMAGES_BUNDLES = { uk, ru } as const

export function useImagesTexts() {
  useBundle('images', IMAGES_BUNDLES)
  return useTranslation('images')
}
