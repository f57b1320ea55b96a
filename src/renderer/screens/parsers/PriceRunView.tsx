import type { Key } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceRun } from '@shared/supply/price-lists'
import { useFormat } from '../../format/numbers'
import { ReviewTable, type ReviewColumn } from './ReviewTable'

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
      <RunTables run={run} />
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

type Changed = PriceRun['changed'][number]
type Added = PriceRun['new'][number]
type Vanished = PriceRun['vanished'][number]
/** The run's lists, each shown under its heading. */
type RunList = 'changed' | 'new' | 'vanished'

/** The run's three lists, each under its heading: one table component, three column lists. */
function RunTables({ run }: { run: PriceRun }) {
  const { t, price, avail } = useCells()
  const code = t('supply:parsers.code')
  const name = t('supply:parsers.name')
  const changed: ReviewColumn<Changed>[] = [
    { header: code, cell: (c) => c.code, rowHeader: true },
    { header: name, cell: (c) => c.title },
    { header: t('supply:parsers.old_price'), cell: (c) => (c.price ? price(c.price.old) : '') },
    { header: t('supply:parsers.new_price'), cell: (c) => (c.price ? price(c.price.new) : '') },
    {
      header: t('supply:parsers.old_availability'),
      cell: (c) => (c.availability ? avail(c.availability.old) : ''),
    },
    {
      header: t('supply:parsers.new_availability'),
      cell: (c) => (c.availability ? avail(c.availability.new) : ''),
    },
  ]
  const added: ReviewColumn<Added>[] = [
    { header: t('supply:parsers.line'), cell: (n) => n.line },
    { header: code, cell: (n) => n.code, rowHeader: true },
    { header: name, cell: (n) => n.title },
    { header: t('supply:parsers.price'), cell: (n) => price(n.price) },
    { header: t('supply:parsers.availability'), cell: (n) => avail(n.availability) },
  ]
  const vanished: ReviewColumn<Vanished>[] = [
    { header: code, cell: (v) => v.code ?? '', rowHeader: true },
    { header: name, cell: (v) => v.title },
    { header: t('supply:parsers.availability'), cell: (v) => avail(v.availability) },
  ]
  const nothing = t('supply:parsers.nothing')
  /** One list under its heading; the table is named as the heading reads. */
  const list = <K extends RunList>(
    key: K,
    columns: ReviewColumn<PriceRun[K][number]>[],
    rowKey: (row: PriceRun[K][number]) => Key,
    marked?: (row: PriceRun[K][number]) => boolean,
  ) => {
    const which: RunList = key
    const title = t(`supply:parsers.${which}`)
    return (
      <>
        <h3>{title}</h3>
        <ReviewTable
          label={title}
          columns={columns}
          rows={run[key]}
          rowKey={rowKey}
          marked={marked}
          empty={nothing}
        />
      </>
    )
  }
  return (
    <>
      {list(
        'changed',
        changed,
        (c) => c.product_id,
        () => true,
      )}
      {list('new', added, (n) => n.code)}
      {list('vanished', vanished, (v) => v.product_id)}
    </>
  )
}
