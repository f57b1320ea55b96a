import { useRef, useState } from 'react'
import { ScanForm } from '../../components/scan/ScanForm'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSupplyTexts } from '../../i18n/supply'
import type { CountLine } from '@shared/supply/inventory'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs'
import { callApi, useBridge } from '../../platform'
import { resourceKeys } from '../../resources/queries'
import { countSessionKey, useCountSession } from './queries'
import './inventory.css'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The scanned line first, replacing its older copy. */
function withLine(lines: CountLine[] | undefined, line: CountLine): CountLine[] {
  return [line, ...(lines ?? []).filter((l) => l.product_id !== line.product_id)]
}

/**
 * Scans sent one after another in the order they came (none lost however fast a scanner
 * types), each line put first in the session; an unknown barcode or a failure is the alert.
 */
function useScans() {
  const { t } = useTranslation(['supply'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const [alert, setAlert] = useState<string | null>(null)
  const [last, setLast] = useState<CountLine | null>(null)
  const queue = useRef<Promise<void>>(Promise.resolve())
  const scan = (barcode: string) => {
    queue.current = queue.current.then(async () => {
      try {
        const { data } = await callApi(bridge, 'POST /api/inventory/scan', { body: { barcode } })
        if (!data) {
          setAlert(t('supply:inventory.unknown', { barcode }))
          return
        }
        queryClient.setQueryData<CountLine[]>(countSessionKey, (old) => withLine(old, data))
        setLast(data)
        setAlert(null)
      } catch (error) {
        setAlert(messageOf(error))
      }
    })
  }

  return { scan, queue, alert, last, setLast }
}

/**
 * `/inventory`: stock-taking. A scanner types the barcode fast and presses Enter into the scan
 * field; each scan adds one to that product's count on the server (the session survives a
 * reload and is shared by the desks). Scans are sent one after another in the order they came,
 * so none is lost however fast they arrive. Managers apply the count to the products' stock.
 */
export default function InventoryScreen() {
  useSupplyTexts()
  const { t } = useTranslation(['supply', 'common'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const user = useUser()
  const session = useCountSession()
  const [applying, setApplying] = useState(false)
  const { scan, queue, alert, last, setLast } = useScans()
  const input = useRef<HTMLInputElement>(null)
  const canApply = mayCall(user, 'POST /api/inventory/apply')
  const canCount = mayCall(user, 'POST /api/inventory/scan')

  const remove = async (line: CountLine) => {
    try {
      await callApi(bridge, 'POST /api/inventory/set_count', {
        body: { product_id: line.product_id, counted: 0 },
      })
      queryClient.setQueryData<CountLine[]>(countSessionKey, (old) =>
        (old ?? []).filter((l) => l.product_id !== line.product_id),
      )
    } catch (error) {
      notify.error(messageOf(error))
    }
    input.current?.focus()
  }

  const lines = session.data ?? []
  const mismatches = lines.filter((l) => l.counted !== l.expected).length

  const apply = async () => {
    const yes = await confirm({
      body: t('supply:inventory.apply_confirm', { lines: lines.length }),
    })
    if (!yes) return
    setApplying(true)
    try {
      // Scans still on their way go into this count first.
      await queue.current
      const { data } = await callApi(bridge, 'POST /api/inventory/apply')
      notify.info(t('supply:inventory.applied', data))
      setLast(null)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('inventory') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('products') }),
      ])
    } catch (error) {
      notify.error(messageOf(error))
    } finally {
      setApplying(false)
    }
  }

  return (
    <section className="rl inv" aria-labelledby="inv-title">
      <header className="rl-head ui-compact">
        <h1 id="inv-title" tabIndex={-1}>
          {t('supply:inventory.title')}
        </h1>
        {canApply && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={applying || lines.length === 0}
            onClick={() => void apply()}
          >
            {t('supply:inventory.apply')}
          </button>
        )}
      </header>
      <p className="inv-intro">{t('supply:inventory.intro')}</p>
      {!canApply && <p className="inv-intro">{t('supply:inventory.apply_forbidden')}</p>}
      {canCount && (
        <ScanForm
          id="inv-code"
          className="inv-scan"
          label={t('supply:inventory.scan_label')}
          button={t('supply:inventory.scan')}
          hint={t('supply:inventory.scan_hint')}
          onScan={scan}
          inputRef={input}
        />
      )}
      <div className="inv-alert" role="alert">
        {alert}
      </div>
      <div className="inv-last" role="status" aria-live="polite">
        {last ? t('supply:inventory.scanned', { name: last.title, counted: last.counted }) : ''}
      </div>
      {session.isPending ? (
        <p role="status">{t('supply:inventory.loading')}</p>
      ) : session.isError ? (
        <div className="inv-error">
          <p>{t('supply:inventory.load_error', { message: messageOf(session.error) })}</p>
          <button type="button" className="btn" onClick={() => void session.refetch()}>
            {t('supply:inventory.retry')}
          </button>
        </div>
      ) : lines.length === 0 ? (
        <p className="inv-empty">{t('supply:inventory.empty')}</p>
      ) : (
        <>
          <p className="inv-summary">
            {t('supply:inventory.summary', { lines: lines.length, mismatches })}
          </p>
          <CountTable lines={lines} canCount={canCount} onRemove={(l) => void remove(l)} />
        </>
      )}
    </section>
  )
}

/** The session's lines: expected against counted, a mismatch marked, each removable. */
function CountTable({
  lines,
  canCount,
  onRemove,
}: {
  lines: CountLine[]
  canCount: boolean
  onRemove: (line: CountLine) => void
}) {
  const { t } = useTranslation(['supply'])
  return (
    <table
      className="ui-table ui-table--surface inv-table"
      aria-label={t('supply:inventory.table')}
    >
      <thead>
        <tr>
          <th scope="col">{t('supply:inventory.product')}</th>
          <th scope="col">{t('supply:inventory.barcode')}</th>
          <th scope="col">{t('supply:inventory.expected')}</th>
          <th scope="col">{t('supply:inventory.counted')}</th>
          <th scope="col">{t('supply:inventory.difference')}</th>
          {canCount && <th scope="col" aria-label={t('supply:inventory.remove_short')} />}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const difference = line.counted - line.expected
          const mismatch = difference !== 0
          return (
            <tr
              key={line.product_id}
              className={mismatch ? 'inv-row inv-row--mismatch' : 'inv-row'}
              data-mismatch={mismatch}
            >
              <th scope="row">{line.title}</th>
              <td>{line.barcode ?? ''}</td>
              <td>{line.expected}</td>
              <td>{line.counted}</td>
              <td className={mismatch ? 'ui-cell--warning' : undefined}>
                {mismatch
                  ? `${t('supply:inventory.mismatch')}: ${difference > 0 ? '+' : ''}${difference}`
                  : t('supply:inventory.match')}
              </td>
              {canCount && (
                <td>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('supply:inventory.remove', { name: line.title })}
                    onClick={() => onRemove(line)}
                  >
                    {t('supply:inventory.remove_short')}
                  </button>
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
