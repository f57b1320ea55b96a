import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { mayPack, shippingReasons, unitsLeft, type PackingState } from '@shared/packing'
import { HoldPanel } from './HoldPanel'
import { ItemsTable } from './ItemsTable'
import { COMPLETE_KEY, PHOTO_KEY } from './keys'

interface OrderPanelProps {
  state: PackingState
  canPack: boolean
  canAttach: boolean
  canRelease: boolean
  busy: boolean
  /** The photo of the open parcel is being sent. */
  attaching: boolean
  photoRef: RefObject<HTMLInputElement | null>
  onRelease: (reason: string) => void
  onTick: (itemId: number) => void
  onComplete: () => void
  onReset: () => void
  onPhoto: (photo: File | undefined) => void
}

/** The open order: its state, who packs it, its items, the buttons and the parcel's photo. */
export function OrderPanel(props: OrderPanelProps) {
  const { state, canPack, busy, canAttach, attaching, photoRef, onPhoto } = props
  const { t } = useTranslation(['packing', 'enums', 'common'])
  const total = state.items.reduce((n, i) => n + i.quantity, 0)
  const left = unitsLeft(state.items)
  const { blocked } = shippingReasons(state)
  return (
    <div className="pk-order">
      <h2>{t('packing:order', { id: state.order.id })}</h2>
      <p>{t('packing:status', { status: t(`enums:order_status.${state.order.status}`) })}</p>
      {blocked && (
        <p className="pk-blocked">
          {blocked} {t('packing:blocked_hint')}
        </p>
      )}
      <HoldPanel
        state={state}
        canRelease={props.canRelease}
        busy={busy}
        onRelease={props.onRelease}
      />
      <p className="pk-progress" data-testid="packing-progress">
        {t('packing:progress', { done: total - left, total })}
      </p>
      {state.started_by && state.started_at && (
        <p className="pk-who">
          {t('packing:started_by', {
            name: state.started_by,
            at: formatDateTime(state.started_at),
          })}
        </p>
      )}
      {state.packed_by && state.packed_at && (
        <p className="pk-who pk-who--packed" data-testid="packing-packed">
          {t('packing:packed_by', {
            name: state.packed_by,
            at: formatDateTime(state.packed_at),
          })}
        </p>
      )}
      <ItemsTable items={state.items} canTick={canPack && !state.packed_at} onTick={props.onTick} />
      {canPack && !state.packed_at && (
        <div className="pk-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy || !state.complete || !mayPack(state)}
            aria-keyshortcuts={COMPLETE_KEY}
            onClick={props.onComplete}
          >
            {t('packing:complete')}
          </button>
          <button type="button" className="btn" onClick={props.onReset}>
            {t('packing:reset')}
          </button>
          <small>{t('packing:complete_hint')}</small>
        </div>
      )}
      {canAttach && (
        <div className="pk-photo">
          <label htmlFor="pk-photo">{t('packing:photo_label')}</label>
          <input
            id="pk-photo"
            ref={photoRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            aria-keyshortcuts={PHOTO_KEY}
            aria-describedby="pk-photo-hint"
            disabled={attaching}
            onChange={(e) => onPhoto(e.target.files?.[0])}
          />
          <small id="pk-photo-hint">
            {attaching ? t('packing:photo_uploading') : t('packing:photo_hint')}
          </small>
        </div>
      )}
    </div>
  )
}
