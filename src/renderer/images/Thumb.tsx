import { useTranslation } from 'react-i18next'
import { IMAGES_BUNDLES } from '../i18n/images'
import { useBundle } from '../i18n/bundles'
import { useThumb } from './queries'
import type { ImageKind } from './thumbs'
import './images.css'

/** A list row's thumbnail: a product's main image, an order photo; a quiet box where none. */
export function Thumb({ kind, id, alt }: { kind: ImageKind; id: number; alt: string }) {
  useBundle('images', IMAGES_BUNDLES)
  const { t } = useTranslation('images')
  const thumb = useThumb(kind, id)
  if (thumb.isPending) return <span className="img-thumb img-thumb--empty" aria-hidden="true" />
  if (thumb.isError) {
    return (
      <span className="img-thumb img-thumb--error" role="img" aria-label={t('thumb.error')}>
        !
      </span>
    )
  }
  if (!thumb.data) {
    return <span className="img-thumb img-thumb--empty" role="img" aria-label={t('thumb.none')} />
  }
  return <img className="img-thumb" src={thumb.data} alt={alt} width={32} height={32} />
}
