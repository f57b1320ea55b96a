import { keyOf } from '@shared/shortcuts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ScanForm } from '../../components/scan/ScanForm'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { mayPack, unitsLeft, type PackingState, type ScanOutcome } from '@shared/packing'
import { usePackingTexts } from '../../i18n/packing'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs'
import { ApiError, callApi, useBridge } from '../../platform'
import { useAttachOrderPhoto } from '../../images/queries'
import { alarm } from './alarm'
import { SlipPreview, useSlip } from './SlipPreview'
import { HoldPanel } from './HoldPanel'
import { ItemsTable } from './ItemsTable'
import './packing.css'
import { useWindowKeydown } from '../../hooks/useWindowKeydown'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The key that marks a fully scanned order packed, and the one that prints its slip. */
export const COMPLETE_KEY = keyOf('pack_complete')
export const PRINT_KEY = keyOf('pack_print')
/** The key that picks the optional photo of the open parcel (attached to the order). */
export const PHOTO_KEY = keyOf('pack_photo')

/**
 * `/packing`: packing mode. The scan field takes the scanner (fast keystrokes, then
 * Enter) or a typed number: with no order open it opens one (its number from the packing slip,
 * or its TTN); with one open each product barcode ticks a unit on the server, which refuses a
 * product that is not in the order or one unit too many (a red screen and a sound; nothing
 * ticked). A refused code that is another order's number or TTN opens that order instead: the
 * first one's ticks stay on the server and come back when it is scanned again. F8 marks a fully
 * scanned order packed; F9 prints its slip. Scans are sent one after another, none lost.
 *
 * An order the shipping rule stops (its status, or held: unconfirmed, prepayment missing) is
 * refused loudly when it opens, and the desk stays ready: the next order or TTN scanned opens,
 * Esc or "Почати заново" clears it. A manager releases a held order with a typed reason. The
 * open order is in the address (`/packing/{id}`), so a reload resumes it with its ticks.
 */
export default function PackingScreen() {
  usePackingTexts()
  const { t } = useTranslation(['packing', 'enums', 'common'])
  const bridge = useBridge()
  const user = useUser()
  const confirm = useConfirm()
  const params = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const pathname = useRef(location.pathname)
  useEffect(() => {
    pathname.current = location.pathname
  }, [location.pathname])
  const [state, setState] = useState<PackingState | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string>('')
  const queue = useRef<Promise<void>>(Promise.resolve())
  const input = useRef<HTMLInputElement>(null)
  const stateRef = useRef<PackingState | null>(null)
  // The queue's steps read the latest state, not the one of the render that queued them.
  const show = useCallback((next: PackingState | null) => {
    stateRef.current = next
    setState(next)
  }, [])
  const canPack = mayCall(user, 'POST /api/packing/scan')
  const canAttach = mayCall(user, 'POST /api/orders_images/upload')
  const canRelease = mayCall(user, 'POST /api/packing/release')
  const slip = useSlip(state, t)
  const photoInput = useRef<HTMLInputElement>(null)
  const attach = useAttachOrderPhoto()

  const refuse = useCallback((message: string) => {
    setAlert(message)
    alarm()
  }, [])

  // The address names the open order: a reload or a crash comes back to it.
  const address = useCallback(
    (next: PackingState | null) => {
      const path = next ? `/packing/${next.order.id}` : '/packing'
      if (pathname.current !== path) void navigate(path, { replace: true })
    },
    [navigate],
  )

  const open = useCallback(
    async (value: string, quiet = false): Promise<boolean> => {
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/open', { body: { code: value } })
        show(data)
        address(data)
        setStatus(data.scanned_at && !data.packed_at ? t('packing:resumed') : '')
        // Refused loudly, and the desk stays ready: the next scan opens the next order.
        if (data.blocked) refuse(data.blocked)
        else if (!data.packed_at && !mayPack(data)) refuse(data.held.join(' '))
        else setAlert(null)
        return true
      } catch (error) {
        if (!quiet || !(error instanceof ApiError && error.status === 404)) {
          refuse(messageOf(error))
        }
        return false
      }
    },
    [address, bridge, refuse, show, t],
  )

  const scanProduct = useCallback(
    async (order: PackingState, value: string) => {
      let outcome: ScanOutcome
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/scan', {
          body: { order_id: order.order.id, code: value },
        })
        outcome = data.outcome
        show(data.state)
        if (data.outcome.ok) {
          const item = data.state.items.find(
            (i) => data.outcome.ok && i.id === data.outcome.item_id,
          )
          setAlert(null)
          setStatus(t('packing:ok_scan', { name: item?.title ?? value }))
          return
        }
      } catch (error) {
        refuse(messageOf(error))
        return
      }
      if (outcome.ok) return
      // Not a product at all, or this order may no longer be packed (another desk packed it, its
      // status changed): perhaps another order's number or TTN (the next parcel).
      const opensNext = ['unknown', 'blocked', 'held', 'packed'].includes(outcome.reason)
      if (opensNext && (await open(value, true))) return
      refuse(outcome.message)
    },
    [bridge, open, refuse, show, t],
  )

  const handle = useCallback(
    (value: string) => {
      queue.current = queue.current.then(async () => {
        const current = stateRef.current
        // Nothing open, or nothing to scan into (packed, refused, held): the code opens an order.
        if (!current || !mayPack(current)) await open(value)
        else await scanProduct(current, value)
      })
    },
    [open, scanProduct],
  )

  // `/packing/900123` (from the order form, or a reload) opens that order at once, with its
  // ticks from the server; the address the desk itself wrote is the order already open.
  const initial = params.code
  useEffect(() => {
    if (!initial || String(stateRef.current?.order.id) === initial) return
    queue.current = queue.current.then(async () => {
      await open(initial)
    })
  }, [initial, open])

  /** Clears the desk: no order open, the address `/packing`. */
  const clear = useCallback(() => {
    show(null)
    address(null)
    setAlert(null)
    setStatus('')
    input.current?.focus()
  }, [address, show])

  const complete = useCallback(() => {
    queue.current = queue.current.then(async () => {
      const current = stateRef.current
      if (!current || current.packed_at) return
      // Nothing to ask the server yet (it checks again when asked): say what is left.
      const missing = unitsLeft(current.items)
      if (missing > 0) {
        refuse(t('packing:incomplete', { n: missing }))
        return
      }
      setBusy(true)
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/complete', {
          body: { order_id: current.order.id },
        })
        const message = t('packing:packed_toast', { id: data.order.id })
        notify.info(message)
        setStatus(message)
        setAlert(null)
        show(data)
      } catch (error) {
        refuse(messageOf(error))
      } finally {
        setBusy(false)
        input.current?.focus()
      }
    })
  }, [bridge, refuse, show, t])

  const tick = (itemId: number) => {
    queue.current = queue.current.then(async () => {
      const current = stateRef.current
      if (!current) return
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/tick', {
          body: { order_id: current.order.id, item_id: itemId },
        })
        show(data.state)
        if (!data.outcome.ok) refuse(data.outcome.message)
        else setAlert(null)
      } catch (error) {
        refuse(messageOf(error))
      }
      input.current?.focus()
    })
  }

  const reset = async () => {
    const current = stateRef.current
    if (!current) return
    // Nothing scanned into a refused or held order: starting over is clearing the desk.
    if (!mayPack(current)) {
      clear()
      return
    }
    if (!(await confirm({ body: t('packing:reset_confirm', { id: current.order.id }) }))) return
    queue.current = queue.current.then(async () => {
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/reset', {
          body: { order_id: current.order.id },
        })
        show(data)
        setStatus('')
      } catch (error) {
        notify.error(messageOf(error))
      }
      input.current?.focus()
    })
  }

  // A manager lets a held order be packed; the typed reason goes to the action log.
  const release = (reason: string) => {
    const current = stateRef.current
    if (!current) return
    queue.current = queue.current.then(async () => {
      setBusy(true)
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/release', {
          body: { order_id: current.order.id, reason },
        })
        show(data)
        setAlert(null)
        setStatus(t('packing:released_toast', { id: data.order.id }))
      } catch (error) {
        refuse(messageOf(error))
      } finally {
        setBusy(false)
        input.current?.focus()
      }
    })
  }

  // The optional photo of the open parcel: kept with the order (orders_images), the scan field
  // back in focus whatever the answer.
  const attachPhoto = (photo: File | undefined) => {
    const current = stateRef.current
    if (photoInput.current) photoInput.current.value = ''
    input.current?.focus()
    if (!photo || !current) return
    attach.mutate(
      { orderId: current.order.id, photo },
      {
        onSuccess: () => setStatus(t('packing:photo_added', { id: current.order.id })),
        onError: (error) => notify.error(messageOf(error)),
      },
    )
  }

  // The desk's keys, wherever the focus is in the screen: F8 packed, F9 the slip, F7 a photo,
  // Esc the alert.
  useWindowKeydown((event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return
    if (document.querySelector('[aria-modal="true"]')) return
    if (event.key === COMPLETE_KEY) {
      event.preventDefault()
      complete()
    } else if (event.key === PHOTO_KEY && stateRef.current && photoInput.current) {
      event.preventDefault()
      photoInput.current.click()
    } else if (event.key === PRINT_KEY) {
      event.preventDefault()
      void slip.print().then(() => input.current?.focus())
    } else if (event.key === 'Escape') {
      // Esc closes the alert; an order nobody here may pack (refused, or held and no manager
      // at the desk) goes with it, so the desk is empty for the next scan.
      const current = stateRef.current
      const stuck = current && !current.packed_at && !mayPack(current)
      if (stuck && (current.blocked || !canRelease || !alert)) {
        event.preventDefault()
        clear()
      } else if (alert) {
        event.preventDefault()
        setAlert(null)
        input.current?.focus()
      }
    }
  })

  const total = state?.items.reduce((n, i) => n + i.quantity, 0) ?? 0
  const left = state ? unitsLeft(state.items) : 0

  return (
    <section className="rl pk" aria-labelledby="pk-title">
      <header className="rl-head">
        <h1 id="pk-title" tabIndex={-1}>
          {t('packing:title')}
        </h1>
      </header>
      <p className="pk-intro">{t('packing:intro')}</p>
      <ScanForm
        id="pk-code"
        className="pk-scan"
        label={t('packing:scan_label')}
        button={t('packing:scan')}
        hint={t('packing:scan_hint_order')}
        onScan={handle}
        inputRef={input}
      />
      <p className="pk-keys">{t('packing:keys')}</p>
      <div className="pk-status" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <div
          className="pk-alert"
          role="alert"
          data-testid="packing-alert"
          onClick={() => {
            setAlert(null)
            input.current?.focus()
          }}
        >
          <p className="pk-alert__title">{t('packing:alert_title')}</p>
          <p className="pk-alert__reason">{alert}</p>
          <p className="pk-alert__hint">{t('packing:alert_dismiss')}</p>
        </div>
      )}
      {!state ? (
        <p className="pk-empty">{t('packing:no_order')}</p>
      ) : (
        <div className="pk-body">
          <div className="pk-order">
            <h2>{t('packing:order', { id: state.order.id })}</h2>
            <p>{t('packing:status', { status: t(`enums:order_status.${state.order.status}`) })}</p>
            {state.blocked && (
              <p className="pk-blocked">
                {state.blocked} {t('packing:blocked_hint')}
              </p>
            )}
            <HoldPanel state={state} canRelease={canRelease} busy={busy} onRelease={release} />
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
            <ItemsTable items={state.items} canTick={canPack && !state.packed_at} onTick={tick} />
            {canPack && !state.packed_at && (
              <div className="pk-actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={busy || !state.complete || !mayPack(state)}
                  aria-keyshortcuts={COMPLETE_KEY}
                  onClick={complete}
                >
                  {t('packing:complete')}
                </button>
                <button type="button" className="btn" onClick={() => void reset()}>
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
                  ref={photoInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  capture="environment"
                  aria-keyshortcuts={PHOTO_KEY}
                  aria-describedby="pk-photo-hint"
                  disabled={attach.isPending}
                  onChange={(e) => attachPhoto(e.target.files?.[0])}
                />
                <small id="pk-photo-hint">
                  {attach.isPending ? t('packing:photo_uploading') : t('packing:photo_hint')}
                </small>
              </div>
            )}
          </div>
          <SlipPreview slip={slip} />
        </div>
      )}
    </section>
  )
}
