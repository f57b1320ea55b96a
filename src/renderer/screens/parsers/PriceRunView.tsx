import { useTranslation } from 'react-i18next'
import type { PriceRun } from '@shared/supply/price-lists'
import { useFormat } from '../../format/numbers'

/** One price-list run's dry run: what it would change, add and mark gone. */
export function PriceRunView({
  run,
  canApply,
  onApply,
  onDismiss,
}: {
  run: PriceRun
  canApply: boolean
  onApply: (run: PriceRun) => void
  onDismiss: (run: PriceRun) => void
}) {
  const { t } = useTranslation(['supply', 'enums'])
  return (
    <article className="pl-run" aria-labelledby="pl-run-title">
      <h2 id="pl-run-title">
        {t('supply:parsers.run_title', { id: run.id, filename: run.filename })} ·{' '}
        {t(`supply:parsers.status.${run.status}`)}
      </h2>
      <p>
        {t('supply:parsers.summary', {
          rows: run.rows,
          new: run.new.length,
          changed: run.changed.length,
          vanished: run.vanished.length,
          unchanged: run.unchanged,
        })}
      </p>
      {run.status === 'new' && canApply && (
        <p className="inv-scan">
          <button type="button" className="btn btn--primary" onClick={() => onApply(run)}>
            {t('supply:parsers.apply')}
          </button>
          <button type="button" className="btn" onClick={() => onDismiss(run)}>
            {t('supply:parsers.dismiss')}
          </button>
        </p>
      )}
      <ChangedTable run={run} />
      <NewTable run={run} />
      <VanishedTable run={run} />
    </article>
  )
}

function useCells() {
  const { t } = useTranslation(['supply', 'enums'])
  const fmt = useFormat()
  return {
    t,
    price: (value: number) => t('supply:parsers.money', { value: fmt.money(value) }),
    avail: (value: string) => t(`enums:availability.${value}`),
  }
}

function ChangedTable({ run }: { run: PriceRun }) {
  const { t, price, avail } = useCells()
  return (
    <>
      <h3>{t('supply:parsers.changed')}</h3>
      {run.changed.length === 0 ? (
        <p>{t('supply:parsers.nothing')}</p>
      ) : (
        <table className="inv-table" aria-label={t('supply:parsers.changed')}>
          <thead>
            <tr>
              <th scope="col">{t('supply:parsers.code')}</th>
              <th scope="col">{t('supply:parsers.name')}</th>
              <th scope="col">{t('supply:parsers.old_price')}</th>
              <th scope="col">{t('supply:parsers.new_price')}</th>
              <th scope="col">{t('supply:parsers.old_availability')}</th>
              <th scope="col">{t('supply:parsers.new_availability')}</th>
            </tr>
          </thead>
          <tbody>
            {run.changed.map((c) => (
              <tr key={c.product_id} className="inv-row inv-row--mismatch">
                <th scope="row">{c.code}</th>
                <td>{c.title}</td>
                <td>{c.price ? price(c.price.old) : ''}</td>
                <td>{c.price ? price(c.price.new) : ''}</td>
                <td>{c.availability ? avail(c.availability.old) : ''}</td>
                <td>{c.availability ? avail(c.availability.new) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function NewTable({ run }: { run: PriceRun }) {
  const { t, price, avail } = useCells()
  return (
    <>
      <h3>{t('supply:parsers.new')}</h3>
      {run.new.length === 0 ? (
        <p>{t('supply:parsers.nothing')}</p>
      ) : (
        <table className="inv-table" aria-label={t('supply:parsers.new')}>
          <thead>
            <tr>
              <th scope="col">{t('supply:parsers.line')}</th>
              <th scope="col">{t('supply:parsers.code')}</th>
              <th scope="col">{t('supply:parsers.name')}</th>
              <th scope="col">{t('supply:parsers.price')}</th>
              <th scope="col">{t('supply:parsers.availability')}</th>
            </tr>
          </thead>
          <tbody>
            {run.new.map((n) => (
              <tr key={n.code} className="inv-row">
                <td>{n.line}</td>
                <th scope="row">{n.code}</th>
                <td>{n.title}</td>
                <td>{price(n.price)}</td>
                <td>{avail(n.availability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function VanishedTable({ run }: { run: PriceRun }) {
  const { t, avail } = useCells()
  return (
    <>
      <h3>{t('supply:parsers.vanished')}</h3>
      {run.vanished.length === 0 ? (
        <p>{t('supply:parsers.nothing')}</p>
      ) : (
        <table className="inv-table" aria-label={t('supply:parsers.vanished')}>
          <thead>
            <tr>
              <th scope="col">{t('supply:parsers.code')}</th>
              <th scope="col">{t('supply:parsers.name')}</th>
              <th scope="col">{t('supply:parsers.availability')}</th>
            </tr>
          </thead>
          <tbody>
            {run.vanished.map((v) => (
              <tr key={v.product_id} className="inv-row">
                <th scope="row">{v.code ?? ''}</th>
                <td>{v.title}</td>
                <td>{avail(v.availability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
