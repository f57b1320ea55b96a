import { useEffect, useMemo, useRef } from 'react'
import type { PrintDocument } from '@shared/print'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { notify } from '../app/toast'
import { Modal } from '../components/dialogs'
import { useBridge } from '../platform'
import { fetchPrintable, type PrintableForm } from './api'
import './waybills.css'

/**
 * A printable form of Nova Poshta (the 100×100 marking, the courier's register) fetched through
 * the carrier bridge and shown as the PDF it is, in a frame, with "print" and "save". The
 * loading, the failure (Ukrainian, with "try again") and the document are each a state.
 */
export function PdfPreview(props: { form: PrintableForm; title: string; onClose: () => void }) {
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const printRef = useRef<HTMLButtonElement>(null)
  const key = props.form.op === 'marking' ? props.form.ttn : props.form.ref
  const pdf = useQuery({
    queryKey: ['printable', props.form.op, key],
    queryFn: () => fetchPrintable(bridge, props.form),
    retry: false,
    staleTime: 60_000,
  })
  const url = useMemo(
    () =>
      pdf.data
        ? URL.createObjectURL(new Blob([new Uint8Array(pdf.data)], { type: 'application/pdf' }))
        : null,
    [pdf.data],
  )
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  useEffect(() => {
    if (url) printRef.current?.focus()
  }, [url])

  const fileName = `${props.form.op === 'marking' ? 'marking' : 'reestr'}-${key}.pdf`

  const doc = (): PrintDocument | null =>
    pdf.data
      ? {
          kind: 'pdf',
          title: props.title,
          data: new Uint8Array(pdf.data),
          // The marking is a 100×100 label; the register prints on the printer's own paper.
          ...(props.form.op === 'marking' ? { page: { width_mm: 100, height_mm: 100 } } : {}),
        }
      : null

  // Through the bridge: the desktop app prints silently on this desk's printer (prefs), web mode
  // opens the browser's dialog for the PDF.
  async function print() {
    const document = doc()
    if (!document) return
    const result = await bridge.print.document(document)
    if (!result.ok && result.reason === 'failed') notify.error(result.message)
    else if (result.ok && result.message) notify.info(result.message)
  }

  async function save() {
    const document = doc()
    if (!document) return
    const result = await bridge.print.savePdf(document, fileName)
    if (result.ok && result.message) notify.info(result.message)
    else if (!result.ok && result.reason === 'failed') notify.error(result.message)
  }

  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button
            ref={printRef}
            type="button"
            className="btn btn--primary"
            disabled={!url}
            onClick={() => void print()}
          >
            {t('waybill.print')}
          </button>
          <button type="button" className="btn" disabled={!url} onClick={() => void save()}>
            {t('waybill.save_pdf')}
          </button>
          <button type="button" className="btn" onClick={props.onClose}>
            {t('waybill.close')}
          </button>
        </>
      }
    >
      {pdf.isPending && (
        <p role="status" className="wb-state">
          {t('waybill.pdf_loading')}
        </p>
      )}
      {pdf.isError && (
        <div role="alert" className="wb-state wb-state--error">
          <p>{pdf.error.message}</p>
          <button type="button" className="btn" onClick={() => void pdf.refetch()}>
            {t('waybill.retry')}
          </button>
        </div>
      )}
      {url && (
        <iframe
          className="wb-pdf"
          title={t('waybill.preview_of', { name: props.title })}
          src={url}
          data-testid="pdf-preview"
        />
      )}
    </Modal>
  )
}
