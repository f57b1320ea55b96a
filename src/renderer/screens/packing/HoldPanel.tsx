import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { RELEASE_REASON_MIN, shippingReasons, type PackingState } from '@shared/packing'

interface HoldPanelProps {
  state: PackingState
  /** The signed-in user may release (a manager); others are told to ask one. */
  canRelease: boolean
  busy: boolean
  onRelease(reason: string): void
}

/**
 * What the shipping rule holds an order for (src/shared/rules/shipping.ts), and, for a manager,
 * the typed reason that lets it be packed; once released, who did and why.
 */
export function HoldPanel({ state, canRelease, busy, onRelease }: HoldPanelProps) {
  const { t } = useTranslation('packing')
  const [reason, setReason] = useState('')
  if (state.held.length === 0) return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The form's submit stops here: the scan form around the screen must not take it.
    event.stopPropagation()
    if (reason.trim().length >= RELEASE_REASON_MIN) onRelease(reason.trim())
  }
  const released = state.released_at !== null
  return (
    <section
      className={released ? 'pk-hold pk-hold--released' : 'pk-hold'}
      aria-labelledby="pk-hold-title"
      data-testid="packing-hold"
    >
      <h3 id="pk-hold-title">{released ? t('hold_released_title') : t('hold_title')}</h3>
      <ul>
        {shippingReasons(state).held.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {released ? (
        <p className="pk-who" data-testid="packing-released">
          {t('hold_released', {
            name: state.released_by ?? '—',
            at: formatDateTime(state.released_at!),
            reason: state.release_reason ?? '',
          })}
        </p>
      ) : canRelease ? (
        <form className="pk-hold__form" onSubmit={submit}>
          <label htmlFor="pk-release">{t('hold_reason_label')}</label>
          <textarea
            id="pk-release"
            className="input"
            rows={2}
            maxLength={500}
            value={reason}
            aria-describedby="pk-release-hint"
            onChange={(e) => setReason(e.target.value)}
          />
          <small id="pk-release-hint">{t('hold_reason_hint', { n: RELEASE_REASON_MIN })}</small>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || reason.trim().length < RELEASE_REASON_MIN}
          >
            {t('hold_release')}
          </button>
        </form>
      ) : (
        <p>{t('hold_ask_manager')}</p>
      )}
    </section>
  )
}
