import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../format/numbers'
import { Modal } from '../../components/dialogs/Modal'
import { useBridge } from '../../platform'
import { notify } from '../../app/toast'
import type { Row } from '../../resources/queries'
import { useCatalogueTexts } from '../../i18n/catalogue'

/** The label's bars: Code 128 (digits and dashes as printed), drawn by bwip-js as SVG. */
async function drawBarcode(text: string): Promise<string> {
  const { toSVG } = await import('@bwip-js/browser')
  return toSVG({ bcid: 'code128', text, height: 12, includetext: true, textxalign: 'center' })
}

/**
 * A product's shelf label: its title, its barcode and its price, printed on the desk's printer
 * (the page is printed with everything but the label hidden).
 */
export function BarcodeLabel({ product, onClose }: { product: Row; onClose: () => void }) {
  useCatalogueTexts()
  const { t } = useTranslation(['catalogue', 'common'])
  const fmt = useFormat()
  const bridge = useBridge()
  const barcode = String(product.barcode ?? '')
  const [svg, setSvg] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    drawBarcode(barcode).then(
      (drawn) => live && setSvg(drawn),
      () => live && setError(t('catalogue:label.cannot_draw')),
    )
    return () => {
      live = false
    }
  }, [barcode, t])

  const print = async () => {
    document.body.classList.add('printing-label')
    try {
      const result = await bridge.app.print()
      if (!result.ok && result.message) notify.error(result.message)
    } finally {
      document.body.classList.remove('printing-label')
    }
  }

  return (
    <Modal
      title={t('catalogue:label.title', { barcode })}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!svg}
            onClick={() => void print()}
          >
            {t('catalogue:label.print')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common:dialog.close')}
          </button>
        </>
      }
    >
      <div className="barcode-label" data-testid="barcode-label">
        <p className="barcode-label__title">{String(product.title_uk ?? '')}</p>
        {error ? (
          <p role="alert">{error}</p>
        ) : svg ? (
          <img
            className="barcode-label__bars"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('catalogue:label.bars', { barcode })}
          />
        ) : (
          <p role="status">{t('catalogue:label.drawing')}</p>
        )}
        {product.price != null && (
          <p className="barcode-label__price">
            {t('catalogue:label.price', { price: fmt.money(Number(product.price)) })}
          </p>
        )}
      </div>
    </Modal>
  )
}
