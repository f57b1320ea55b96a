import { matches } from '@shared/shortcuts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WaybillOrder } from '@shared/nova-poshta/waybill'
import { isParcel, parcelService } from '@shared/rules/ttns'
import { notify } from '../app/toast'
import { useConfirm } from '../components/dialogs'
import { ApiError } from '../platform'
import type { Row } from '../resources/queries'
import { useDeleteWaybill } from './api'
import { PdfPreview } from './PdfPreview'
import { WaybillDialog } from './WaybillDialog'
import { useWindowKeydown } from '../hooks/useWindowKeydown'

/**
 * The order form's waybill row: "create the waybill" for a Nova Poshta order, and
 * the marking of its TTN, each also by its Alt shortcut wherever the focus is on the page.
 */
export function WaybillSection(props: {
  /** The order as stored: the form's values when it has nothing unsaved. */
  order: WaybillOrder
  /** Unsaved changes: the waybill is made from the stored order, so save first. */
  dirty?: boolean
  /** A waybill made or deleted changed the stored order (its TTN, its version). */
  onChanged?: (order: Row) => void
  onOrderErrors?: (errors: Record<string, string[]>) => void
}) {
  const { t } = useTranslation('orders')
  const [open, setOpen] = useState<'waybill' | 'marking' | null>(null)
  // The last refusal of the order's own fields, kept beside the buttons once the dialog closes:
  // what to fix in the form before trying again.
  const [refused, setRefused] = useState<Record<string, string[]>>({})
  const track = typeof props.order.track === 'string' ? props.order.track.trim() : ''
  const npTrack = track !== '' && isParcel(track) && parcelService(track) === 'nova_poshta'
  const isNp = props.order.delivery_method === 'nova_poshta'
  const dirty = props.dirty === true
  const openWaybill = () => {
    if (dirty) notify.error(t('waybill.save_first'))
    else setOpen('waybill')
  }
  const confirm = useConfirm()
  const withdraw = useDeleteWaybill()
  const deleteWaybill = async () => {
    if (dirty) {
      notify.error(t('waybill.save_first'))
      return
    }
    if (
      withdraw.isPending ||
      !(await confirm({ body: t('waybill.delete_confirm', { ttn: track }) }))
    )
      return
    try {
      const { order } = await withdraw.mutateAsync({ order_id: props.order.id, ttn: track })
      notify.info(t('waybill.deleted', { ttn: track }))
      setRefused({})
      props.onChanged?.(order)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      notify.error(error.message)
    }
  }

  useWindowKeydown((e) => {
    if (document.querySelector('[aria-modal="true"]')) return
    if (matches('waybill', e) && isNp) {
      e.preventDefault()
      openWaybill()
    } else if (matches('marking', e) && npTrack) {
      e.preventDefault()
      setOpen('marking')
    }
  })

  if (!isNp && !npTrack) return null
  return (
    <fieldset className="of-group">
      <legend>{t('waybill.section')}</legend>
      {isNp && (
        <button type="button" className="btn" aria-keyshortcuts="Alt+N" onClick={openWaybill}>
          {track ? t('waybill.open_again') : t('waybill.open')} <kbd>Alt+N</kbd>
        </button>
      )}
      {npTrack && (
        <button
          type="button"
          className="btn"
          aria-keyshortcuts="Alt+M"
          onClick={() => setOpen('marking')}
        >
          {t('waybill.marking')} <kbd>Alt+M</kbd>
        </button>
      )}
      {npTrack && (
        <button
          type="button"
          className="btn"
          disabled={withdraw.isPending}
          onClick={() => void deleteWaybill()}
        >
          {withdraw.isPending ? t('waybill.deleting') : t('waybill.delete')}
        </button>
      )}
      {Object.keys(refused).length > 0 && (
        <ul className="wb-refused" aria-label={t('waybill.refused')}>
          {Object.entries(refused).map(([field, messages]) => (
            <li key={field} className="wb-error">
              {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
      {open === 'waybill' && (
        <WaybillDialog
          order={props.order}
          onClose={() => setOpen(null)}
          onCreated={(order) => {
            setRefused({})
            props.onChanged?.(order)
          }}
          onOrderErrors={(errors) => {
            setRefused(errors)
            props.onOrderErrors?.(errors)
          }}
        />
      )}
      {open === 'marking' && (
        <PdfPreview
          form={{ op: 'marking', ttn: track }}
          title={t('waybill.marking_title', { ttn: track })}
          onClose={() => setOpen(null)}
        />
      )}
    </fieldset>
  )
}
