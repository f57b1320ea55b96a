import { useTranslation } from 'react-i18next'
import { Modal } from '../components/dialogs'
import { useImagesTexts } from '../i18n/images'
import { useImageSrc } from './queries'
import type { ImageKind } from './thumbs'

/** One image at its stored size, in a dialog (Esc closes it). */
export function ImageViewer(props: {
  kind: ImageKind
  id: number
  alt: string
  onClose: () => void
}) {
  useImagesTexts()
  const { t } = useTranslation('images')
  const src = useImageSrc(props.kind, props.id, 'full')
  return (
    <Modal title={props.alt || t('viewer.title')} onClose={props.onClose}>
      {src.isPending ? (
        <p role="status">{t('viewer.loading')}</p>
      ) : src.isError ? (
        <p role="alert">
          {t('viewer.error')} {src.error.message}
        </p>
      ) : (
        <img className="img-full" src={src.data} alt={props.alt} />
      )}
    </Modal>
  )
}
