// The bare React page of `npm run bench:ui` (scripts/bench-ui.mjs): React 19 and nothing else
// (no router, no data library, no texts, no styles). It does what the UI floor's page does by
// hand: asks the server for the first page of orders and draws the rows as a table; "Наступна →"
// draws the next page, the products link the first page of products.
import { createElement as h, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
const ORDERS = ['status', 'phone', 'surname', 'total', 'created_at']
const PRODUCTS = ['title_uk', 'barcode', 'price', 'type', 'mark']

const ask = (path, body) =>
  fetch(path, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  )

function Page() {
  const [view, setView] = useState({ list: 'orders', page: 1 })
  const [shown, setShown] = useState(null)
  useEffect(() => {
    const asked =
      view.list === 'orders'
        ? ask('/api/orders/get_orders', { page: view.page, per_page: 50 })
        : ask('/api/products/get_products', { page: 1 })
    asked.then((answer) =>
      setShown({ rows: answer.data, columns: view.list === 'orders' ? ORDERS : PRODUCTS }),
    )
  }, [view])
  const toProducts = (event) => {
    event.preventDefault()
    setView({ list: 'products', page: 1 })
  }
  return h(
    'main',
    null,
    h(
      'nav',
      null,
      h('a', { href: '/products', onClick: toProducts }, 'products'),
      ' ',
      h('button', { onClick: () => setView({ ...view, page: view.page + 1 }) }, 'Наступна →'),
    ),
    h(
      'table',
      null,
      h(
        'tbody',
        null,
        shown?.rows.map((row, i) =>
          h(
            'tr',
            { key: i, 'data-index': i },
            h('td', null, h('a', { href: `#${row.id}` }, row.id)),
            shown.columns.map((c) => h('td', { key: c }, String(row[c] ?? ''))),
          ),
        ),
      ),
    ),
  )
}

createRoot(document.getElementById('root')).render(h(Page))
