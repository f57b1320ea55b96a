import { useTranslation } from 'react-i18next'
import uk from './uk/images.json'
import ru from './ru/images.json'

/**
 * Product images' and order photos' texts (namespace `images`). They travel with the chunks
 * that show images (the products list and form, the order photos) rather than the entry.
 */
export const IMAGES_BUNDLES = { uk, ru } as const

export function useImagesTexts() {
  const { i18n } = useTranslation()
  for (const lng of ['uk', 'ru'] as const) {
    if (!i18n.hasResourceBundle(lng, 'images')) {
      i18n.addResourceBundle(lng, 'images', IMAGES_BUNDLES[lng])
    }
  }
  return useTranslation('images')
}
