import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { RESOURCES } from '@shared/resources/registry'
import { useTableRights } from '../app/rights'
import { notify } from '../app/toast'
import { useImagesTexts } from '../i18n/images'
import { ImagePicker } from './ImagePicker'
import { ImageViewer } from './ImageViewer'
import { useAttachOrderPhoto, useOrderPhotos } from './queries'
import { Thumb } from './Thumb'
import './images.css'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** An order's photos (the packed parcel's contents, kept against disputes), and adding one. */
export function OrderPhotos({ orderId }: { orderId: number }) {
  useImagesTexts()
  const { t } = useTranslation('images')
  const rights = useTableRights(RESOURCES.orders_images)
  const photos = useOrderPhotos(orderId)
  const attach = useAttachOrderPhoto()
  const [viewing, setViewing] = useState<{ id: number; alt: string } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const headingId = `order-photos-${orderId}`

  const add = async (files: File[]) => {
    setFailed(null)
    for (const file of files) {
      try {
        await attach.mutateAsync({ orderId, photo: file })
        notify.info(t('order.uploaded'))
      } catch (error) {
        setFailed(`${file.name}: ${messageOf(error)}`)
        return
      }
    }
  }

  if (!rights.read) return null
  return (
    <section aria-labelledby={headingId} className="img-panel" aria-busy={attach.isPending}>
      <h2 id={headingId}>{t('order.title')}</h2>
      {photos.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : photos.isError ? (
        <p role="alert">{t('loadError', { message: photos.error.message })}</p>
      ) : photos.data.length === 0 ? (
        <p>{t('order.empty')}</p>
      ) : (
        <ul className="img-grid">
          {photos.data.map((photo) => {
            const alt = t('order.alt', { name: photo.name })
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className="ui-bare-button img-open"
                  aria-label={alt}
                  onClick={() => setViewing({ id: photo.id, alt })}
                >
                  <Thumb kind="orders_images" id={photo.id} alt={alt} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {rights.write && (
        <ImagePicker
          label={t('order.add')}
          busyLabel={t('product.uploading')}
          busy={attach.isPending}
          onFiles={(files) => void add(files)}
        />
      )}
      {failed && (
        <p role="alert" className="rf-alert">
          {failed}
        </p>
      )}
      {viewing && (
        <ImageViewer
          kind="orders_images"
          id={viewing.id}
          alt={viewing.alt}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  )
}
