import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Modal } from '../components/dialogs'
import { useBridge } from '../platform'
import type { Row } from '../resources/queries'
import { createWaybill, refreshAfterWaybill } from './api'
import './waybills.css'

type Result = { id: number; ok: true; ttn: string } | { id: number; ok: false; message: string }

/**
 * Waybills for the orders selected in the list, one after another with each order's
 * defaults: a progress bar, and a line per order with its TTN or the reason it got none. An
 * order that has a TTN already is refused by the server, never given a second one. "Stop"
 * stops after the order in hand.
 */
export function BulkWaybills({ selected, clear }: { selected: Row[]; clear: () => void }) {
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [running, setRunning] = useState(false)
  const [results, setResults] = useState<Result[]>([])
  const [total, setTotal] = useState(0)
  const stop = useRef(false)

  async function run() {
    const ids = selected.map((r) => r.id)
    stop.current = false
    setTotal(ids.length)
    setResults([])
    setOpen(true)
    setRunning(true)
    for (const id of ids) {
      if (stop.current) break
      let result: Result
      try {
        const data = (await createWaybill(bridge, { order_id: id })).data
        result = { id, ok: true, ttn: String(data.order.track ?? '') }
      } catch (error) {
        result = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
      }
      setResults((r) => [...r, result])
    }
    setRunning(false)
    await refreshAfterWaybill(client)
  }

  if (selected.length === 0) return null
  const done = results.length
  const made = results.filter((r) => r.ok).length

  return (
    <>
      <button type="button" className="btn" disabled={running} onClick={() => void run()}>
        {t('waybill.bulk', { count: selected.length })}
      </button>
      {open && (
        <Modal
          title={t('waybill.bulk_title')}
          onClose={() => {
            if (running) stop.current = true
            else {
              setOpen(false)
              if (made > 0) clear()
            }
          }}
          footer={
            running ? (
              <button type="button" className="btn" onClick={() => (stop.current = true)}>
                {t('waybill.stop')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--primary"
                autoFocus
                onClick={() => {
                  setOpen(false)
                  if (made > 0) clear()
                }}
              >
                {t('waybill.close')}
              </button>
            )
          }
        >
          <progress
            className="wb-progress"
            max={total}
            value={done}
            aria-label={t('waybill.progress', { done, total })}
          />
          <p role="status" aria-live="polite">
            {running
              ? t('waybill.progress', { done, total })
              : t('waybill.bulk_done', { made, total })}
          </p>
          <ol className="wb-results" aria-label={t('waybill.results')}>
            {results.map((r) => (
              <li key={r.id} className={r.ok ? 'wb-ok' : 'wb-fail'}>
                {r.ok
                  ? t('waybill.result_ok', { id: r.id, ttn: r.ttn })
                  : t('waybill.result_fail', { id: r.id, message: r.message })}
              </li>
            ))}
          </ol>
        </Modal>
      )}
    </>
  )
}
