import { useTranslation } from 'react-i18next'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { RESOURCES } from '@shared/resources/registry'
import { useTableRights } from '../../app/rights'
import { notify } from '../../app/toast'
import { useImagesTexts } from '../../i18n/images'
import { IMAGE_ACCEPT } from '../../images/files'
import { ImageViewer } from '../../images/ImageViewer'
import { useAttachOrderPhoto } from '../../images/queries'
import { Thumb } from '../../images/Thumb'
import { ListScreen } from '../../resources/ListScreen'
import type { Row } from '../../resources/queries'

/**
 * `/orders_images`: the order photos as a list with thumbnails (a click shows the photo), and
 * a photo added to an order by its number, with its TTN and a comment if wanted.
 */
export default function OrdersImagesScreen() {
  useImagesTexts()
  const { t } = useTranslation('images')
  const rights = useTableRights(RESOURCES.orders_images)
  const [viewing, setViewing] = useState<{ id: number; alt: string } | null>(null)
  const cells = useMemo(
    () => ({
      image: (row: Row) => {
        const alt = t('order.alt', { name: String(row.image ?? row.id) })
        return (
          <button
            type="button"
            className="ui-bare-button img-open"
            aria-label={alt}
            onClick={(event) => {
              // The row's own click opens the record; this one shows the photo.
              event.stopPropagation()
              setViewing({ id: row.id, alt })
            }}
          >
            <Thumb kind="orders_images" id={row.id} alt={alt} />
          </button>
        )
      },
    }),
    [t],
  )
  return (
    <>
      {rights.write && <UploadForm />}
      <ListScreen def={RESOURCES.orders_images} cells={cells} />
      {viewing && (
        <ImageViewer
          kind="orders_images"
          id={viewing.id}
          alt={viewing.alt}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  )
}

function UploadForm() {
  useImagesTexts()
  const { t } = useTranslation('images')
  const id = useId()
  const attach = useAttachOrderPhoto()
  const fileRef = useRef<HTMLInputElement>(null)
  const [order, setOrder] = useState('')
  const [ttn, setTtn] = useState('')
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const orderId = Number(order)
    const file = fileRef.current?.files?.[0]
    if (!/^\d{1,9}$/.test(order.trim()) || orderId < 1) return setError(t('screen.needOrder'))
    if (!file) return setError(t('screen.needFile'))
    setError(null)
    attach.mutate(
      { orderId, photo: file, ttn: ttn.trim(), comment: comment.trim() },
      {
        onSuccess: () => {
          notify.info(t('order.uploaded'))
          // The order stays typed (the next photo is often the same order's); the file goes.
          if (fileRef.current) fileRef.current.value = ''
          setComment('')
        },
        onError: (e) => setError(e.message),
      },
    )
  }

  return (
    <form className="img-upload-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('screen.title')}
      </h2>
      <label>
        {t('screen.order')}
        <input
          className="input"
          inputMode="numeric"
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          required
          aria-required="true"
        />
      </label>
      <label>
        {t('screen.ttn')}
        <input
          className="input"
          value={ttn}
          maxLength={40}
          onChange={(e) => setTtn(e.target.value)}
        />
      </label>
      <label>
        {t('screen.comment')}
        <input
          className="input"
          value={comment}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <label>
        {t('screen.file')}
        <input ref={fileRef} type="file" accept={IMAGE_ACCEPT} />
      </label>
      <button type="submit" className="btn btn--primary" disabled={attach.isPending}>
        {attach.isPending ? t('product.uploading') : t('screen.submit')}
      </button>
      {error && (
        <p role="alert" className="rf-alert">
          {error}
        </p>
      )}
    </form>
  )
}
