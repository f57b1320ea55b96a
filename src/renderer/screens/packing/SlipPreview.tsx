import { useCallback, useEffect, useMemo, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { PackingState } from '@shared/packing'
import { notify } from '../../app/toast'
import { useBridge } from '../../platform'
import { SLIP_CSS, drawOrderBarcode, packingSlipHtml } from './slip'

export interface Slip {
  /** The document, once its barcode is drawn; null before (or without an order). */
  doc: { title: string; html: string; body: string } | null
  error: string | null
  printing: boolean
  print(): Promise<void>
  savePdf(): Promise<void>
}

/** The open order's packing slip: drawn when the order changes, printed through the bridge. */
export function useSlip(state: PackingState | null, t: TFunction): Slip {
  const bridge = useBridge()
  const orderId = state?.order.id ?? null
  const [svg, setSvg] = useState<{ id: number; svg: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [printing, setPrinting] = useState(false)

  useEffect(() => {
    if (orderId === null) return
    let live = true
    drawOrderBarcode(orderId).then(
      (drawn) => {
        if (!live) return
        setSvg({ id: orderId, svg: drawn })
        setError(null)
      },
      () => live && setError(t('packing:barcode_error')),
    )
    return () => {
      live = false
    }
  }, [orderId, t])

  const doc = useMemo(
    () => (state && svg?.id === state.order.id ? packingSlipHtml(state, svg.svg, t) : null),
    [state, svg, t],
  )

  const print = useCallback(async () => {
    if (!doc || printing) return
    setPrinting(true)
    try {
      const result = await bridge.print.document({ kind: 'html', title: doc.title, html: doc.html })
      if (!result.ok && result.message) notify.error(result.message)
    } finally {
      setPrinting(false)
    }
  }, [bridge, doc, printing])

  const savePdf = useCallback(async () => {
    if (!doc || !state) return
    const result = await bridge.print.savePdf(
      { kind: 'html', title: doc.title, html: doc.html },
      `packing-slip-${state.order.id}.pdf`,
    )
    if (result.ok && result.message) notify.info(result.message)
    else if (!result.ok && result.reason === 'failed') notify.error(result.message)
  }, [bridge, doc, state])

  return { doc, error, printing, print, savePdf }
}

// The preview shows the printed page's own markup and styles (the page rule is the printer's).
const PREVIEW_CSS = SLIP_CSS.replace(/@page[^}]*}/, '')

/** The slip as it will print: always shown beside the checklist, with its print buttons. */
export function SlipPreview({ slip }: { slip: Slip }) {
  const { t } = useTranslation(['packing'])
  return (
    <aside className="pk-slip" aria-label={t('packing:slip_preview')}>
      <div className="pk-slip__bar">
        <h2>{t('packing:slip')}</h2>
        <button
          type="button"
          className="btn"
          disabled={!slip.doc || slip.printing}
          aria-keyshortcuts="F9"
          onClick={() => void slip.print()}
        >
          {slip.printing ? t('packing:printing') : t('packing:print')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!slip.doc}
          onClick={() => void slip.savePdf()}
        >
          {t('packing:save_pdf')}
        </button>
      </div>
      {slip.error ? (
        <p role="alert">{slip.error}</p>
      ) : slip.doc ? (
        <div className="pk-slip__page" data-testid="packing-slip">
          <style>{PREVIEW_CSS}</style>
          {/* Our own markup: every value from the order is escaped in packingSlipHtml. */}
          <div dangerouslySetInnerHTML={{ __html: slip.doc.body }} />
        </div>
      ) : (
        <p role="status">{t('packing:loading')}</p>
      )}
    </aside>
  )
}
