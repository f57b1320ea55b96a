import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { useResourceList } from '../../resources/queries'
import './products.css'

/** Movements shown under the product's form; the rest are in the list it links to. */
const SHOWN = 10

/**
 * The product's newest stock movements under its form (src/shared/stock.ts): when, how many,
 * the stock after, why, which order and who, so the figure on the form can be explained.
 */
export function StockMovements({ productId }: { productId: number }) {
  const { t } = useTranslation(['images', 'resources', 'enums', 'common'])
  const list = useResourceList('stock_movements', {
    filter: { product_id: productId },
    page: 1,
    per_page: SHOWN,
    sort: '-id',
  })
  const field = (name: string) => t(`resources:stock_movements.fields.${name}`)
  const users = list.data?.refs?.user_id ?? {}
  return (
    <section className="img-stock" aria-labelledby="img-stock-title">
      <h2 id="img-stock-title">{t('resources:stock_movements.title')}</h2>
      {list.isPending ? (
        <p>{t('common:loading')}</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : list.data.data.length === 0 ? (
        <p>{t('images:stock.empty')}</p>
      ) : (
        <table
          className="ui-table ui-table--plain img-stock__table"
          aria-labelledby="img-stock-title"
        >
          <thead>
            <tr>
              <th scope="col">{t('common:fields.created_at')}</th>
              <th scope="col">{field('delta')}</th>
              <th scope="col">{field('quantity')}</th>
              <th scope="col">{field('reason')}</th>
              <th scope="col">{field('order_id')}</th>
              <th scope="col">{field('user_id')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((m) => {
              const delta = Number(m.delta)
              return (
                <tr key={String(m.id)}>
                  <td>{formatDateTime(String(m.created_at))}</td>
                  <td>{delta > 0 ? `+${delta}` : String(delta)}</td>
                  <td>{String(m.quantity)}</td>
                  <td>{t(`enums:stock_reason.${String(m.reason)}`)}</td>
                  <td>
                    {m.order_id ? (
                      <Link to={`/orders/${String(m.order_id)}`}>№{String(m.order_id)}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{m.user_id ? (users[String(m.user_id)] ?? `#${String(m.user_id)}`) : '—'}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <Link to={`/stock_movements?product_id=${productId}`}>{t('images:stock.all')}</Link>
    </section>
  )
}
