import { useTranslation } from 'react-i18next'
import { useState, type DragEvent } from 'react'
import type { ImageInfo } from '@shared/contract/images'
import { useConfirm } from '../components/dialogs'
import { notify } from '../app/toast'
import { useImagesTexts } from '../i18n/images'
import { ImagePicker } from './ImagePicker'
import { ImageViewer } from './ImageViewer'
import { useImageSrc, useProductImageActions, useProductImages } from './queries'
import './images.css'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A product's images in its form: the main one first. Files are added with the picker or by
 * dropping them on the panel, each sent as it is chosen; the order changes with buttons (so
 * the keyboard does it as well as the mouse), the first is the main image (the list's
 * thumbnail, Prom's first picture).
 */
export function ProductImages({ productId, canWrite }: { productId: number; canWrite: boolean }) {
  useImagesTexts()
  const { t } = useTranslation('images')
  const images = useProductImages(productId)
  const { upload, reorder, remove } = useProductImageActions(productId)
  const confirm = useConfirm()
  const [over, setOver] = useState(false)
  const [failed, setFailed] = useState<string[]>([])
  const [viewing, setViewing] = useState<{ id: number; alt: string } | null>(null)
  const busy = upload.isPending || reorder.isPending || remove.isPending

  const addFiles = async (files: File[]) => {
    const errors: string[] = []
    for (const file of files) {
      try {
        await upload.mutateAsync(file)
      } catch (error) {
        errors.push(`${file.name}: ${messageOf(error)}`)
      }
    }
    setFailed(errors)
    if (errors.length < files.length) notify.info(t('product.uploaded'))
  }

  const list = images.data ?? []
  const move = (from: number, to: number) => {
    const ids = list.map((i) => i.id)
    const [id] = ids.splice(from, 1)
    if (id === undefined) return
    ids.splice(to, 0, id)
    reorder.mutate(ids, { onError: (error) => notify.error(messageOf(error)) })
  }
  const drop = async (image: ImageInfo) => {
    if (!(await confirm({ body: t('product.deleteConfirm') }))) return
    remove.mutate(image.id, {
      onSuccess: () => notify.info(t('product.deleted')),
      onError: (error) => notify.error(messageOf(error)),
    })
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (!canWrite) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length) void addFiles(files)
  }

  return (
    <section
      className={`img-panel${canWrite ? ' img-drop' : ''}${over ? ' img-drop--over' : ''}`}
      aria-labelledby={`product-images-${productId}`}
      aria-busy={busy || images.isPending}
      onDragOver={(event) => {
        if (!canWrite) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h3 id={`product-images-${productId}`}>{t('product.title')}</h3>
      {images.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : images.isError ? (
        <p role="alert">{t('loadError', { message: images.error.message })}</p>
      ) : list.length === 0 ? (
        <p>{t('product.empty')}</p>
      ) : (
        <ol className="img-grid">
          {list.map((image, index) => (
            <li key={image.id} className="img-card">
              <CardImage
                id={image.id}
                alt={t('product.alt', { n: index + 1 })}
                label={t('product.open', { n: index + 1 })}
                onOpen={() => setViewing({ id: image.id, alt: t('product.alt', { n: index + 1 }) })}
              />
              {index === 0 && <span className="badge badge--success">{t('product.main')}</span>}
              {canWrite && (
                <CardActions
                  index={index}
                  count={list.length}
                  busy={busy}
                  onMove={(to) => move(index, to)}
                  onDelete={() => void drop(image)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <>
          <p className="img-hint">{t('product.drop')}</p>
          <ImagePicker
            label={t('product.add')}
            busyLabel={t('product.uploading')}
            busy={upload.isPending}
            onFiles={(files) => void addFiles(files)}
          />
        </>
      )}
      {failed.length > 0 && (
        <ul role="alert" className="rf-alert">
          {failed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {viewing && (
        <ImageViewer
          kind="products"
          id={viewing.id}
          alt={viewing.alt}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  )
}

function CardImage(props: { id: number; alt: string; label: string; onOpen: () => void }) {
  const src = useImageSrc('products', props.id, 'thumb')
  return (
    <button
      type="button"
      className="ui-bare-button img-open"
      aria-label={props.label}
      onClick={props.onOpen}
    >
      {src.data ? (
        <img src={src.data} alt={props.alt} width={120} height={120} />
      ) : (
        <span className="img-thumb img-thumb--empty" aria-hidden="true" />
      )}
    </button>
  )
}

/** A card's buttons: make main, earlier, later (so the keyboard orders as well), delete. */
function CardActions(props: {
  index: number
  count: number
  busy: boolean
  onMove: (to: number) => void
  onDelete: () => void
}) {
  const { index, count, busy } = props
  const { t } = useTranslation('images')
  const alt = t('product.alt', { n: index + 1 })
  return (
    <div className="img-card-actions">
      {index > 0 && (
        <button
          type="button"
          className="btn btn--small"
          disabled={busy}
          onClick={() => props.onMove(0)}
        >
          {t('product.makeMain')}
        </button>
      )}
      {index > 0 && (
        <button
          type="button"
          className="btn btn--small"
          disabled={busy}
          aria-label={`${t('product.earlier')}: ${alt}`}
          onClick={() => props.onMove(index - 1)}
        >
          ←
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          className="btn btn--small"
          disabled={busy}
          aria-label={`${t('product.later')}: ${alt}`}
          onClick={() => props.onMove(index + 1)}
        >
          →
        </button>
      )}
      <button
        type="button"
        className="btn btn--small"
        disabled={busy}
        aria-label={`${t('product.delete')}: ${alt}`}
        onClick={props.onDelete}
      >
        ✕
      </button>
    </div>
  )
}
