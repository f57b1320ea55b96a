import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ScanForm } from '../../components/scan/ScanForm'
import { usePackingTexts } from '../../i18n/packing'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useAttachOrderPhoto } from '../../images/queries'
import { SlipPreview, useSlip } from './SlipPreview'
import { OrderPanel } from './OrderPanel'
import { messageOf, usePackingDesk } from './usePackingDesk'
import { usePackingActions } from './usePackingActions'
import { usePackingKeys } from './usePackingKeys'
import './packing.css'

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
  const user = useUser()
  const desk = usePackingDesk()
  const { state, busy, alert, setAlert, status, setStatus, inputRef, stateRef, clear } = desk
  const { handle } = desk
  const { complete, tick, reset, release } = usePackingActions(desk)
  const canPack = mayCall(user, 'POST /api/packing/scan')
  const canAttach = mayCall(user, 'POST /api/orders_images/upload')
  const canRelease = mayCall(user, 'POST /api/packing/release')
  const slip = useSlip(state, t)
  const photoRef = useRef<HTMLInputElement>(null)
  const attach = useAttachOrderPhoto()

  // The optional photo of the open parcel: kept with the order (orders_images), the scan field
  // back in focus whatever the answer.
  const attachPhoto = (photo: File | undefined) => {
    const current = stateRef.current
    if (photoRef.current) photoRef.current.value = ''
    inputRef.current?.focus()
    if (!photo || !current) return
    attach.mutate(
      { orderId: current.order.id, photo },
      {
        onSuccess: () => setStatus(t('packing:photo_added', { id: current.order.id })),
        onError: (error) => notify.error(messageOf(error)),
      },
    )
  }

  usePackingKeys({
    stateRef,
    inputRef,
    photoRef,
    alert,
    setAlert,
    canRelease,
    complete,
    print: slip.print,
    clear,
  })

  return (
    <section className="rl pk" aria-labelledby="pk-title">
      <header className="rl-head ui-compact">
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
        inputRef={inputRef}
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
            inputRef.current?.focus()
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
          <OrderPanel
            state={state}
            canPack={canPack}
            canAttach={canAttach}
            canRelease={canRelease}
            busy={busy}
            attaching={attach.isPending}
            photoRef={photoRef}
            onRelease={release}
            onTick={tick}
            onComplete={complete}
            onReset={() => void reset()}
            onPhoto={attachPhoto}
          />
          <SlipPreview slip={slip} />
        </div>
      )}
    </section>
  )
}
