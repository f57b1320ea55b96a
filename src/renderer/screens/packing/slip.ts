import type { TFunction } from 'i18next'
import { formatDate } from '@shared/format/dates'
import type { PackingState } from '@shared/packing'
import { formatMoney } from '../../format/numbers'

// The slip goes into the parcel for the customer: in Ukrainian, whatever the desk's language.
const uah = (n: number) => `${formatMoney(n, 'uk')} грн`

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Every value from the order is text, never markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** The order number's bars: Code 128 of the number as typed, drawn by bwip-js as SVG. */
export async function drawOrderBarcode(orderId: number): Promise<string> {
  const { toSVG } = await import('@bwip-js/browser')
  return toSVG({
    bcid: 'code128',
    text: String(orderId),
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  })
}

/** The slip's styles, scoped under `.pslip` so the on-screen preview is the printed page. */
export const SLIP_CSS = `
@page { size: A5; margin: 10mm; }
.pslip { font: 11pt/1.35 "DejaVu Sans", Arial, sans-serif; color: #000; background: #fff; }
.pslip h1 { font-size: 15pt; margin: 0 0 2mm; }
.pslip .pslip-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 6mm; }
.pslip .pslip-bars { width: 62mm; height: auto; }
.pslip .pslip-muted { color: #444; margin: 0; }
.pslip section { margin-top: 4mm; break-inside: avoid; }
.pslip h2 { font-size: 11pt; margin: 0 0 1mm; text-transform: uppercase; letter-spacing: .03em; }
.pslip dl { display: grid; grid-template-columns: max-content 1fr; gap: .5mm 4mm; margin: 0; }
.pslip dt { color: #444; }
.pslip dd { margin: 0; font-weight: 600; }
.pslip table { width: 100%; border-collapse: collapse; }
.pslip th, .pslip td { border: 1px solid #000; padding: 1mm 1.5mm; text-align: left; vertical-align: top; }
.pslip td.num, .pslip th.num { text-align: right; white-space: nowrap; }
.pslip .pslip-cod { font-size: 13pt; font-weight: 700; }
`

/**
 * The packing slip as one self-contained HTML document (its styles and its barcode inline, no
 * scripts): the same text is the on-screen preview, what the printer gets and what becomes the
 * PDF. The order number is the barcode packing mode scans to open the order.
 */
export function packingSlipHtml(
  state: PackingState,
  barcodeSvg: string,
  t: TFunction,
): { title: string; html: string; body: string } {
  const o = state.order
  const k = (key: string, values?: Record<string, unknown>) =>
    escapeHtml(String(t(`packing:slip_doc.${key}`, values ?? {})))
  const row = (label: string, value: string | null | undefined) =>
    value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : ''
  const customer = [o.surname, o.name, o.patronymic].filter(Boolean).join(' ')
  const delivery = String(t(`enums:delivery_method.${o.delivery_method}`))
  const toCollect = Math.max(0, o.total - o.prepayment)
  const items = state.items
    .map(
      (item, i) => `<tr><td class="num">${i + 1}</td><td>${escapeHtml(item.title)}</td>
<td class="num">${item.quantity}</td><td class="num">${uah(item.price)}</td>
<td class="num">${uah(item.price * item.quantity)}</td></tr>`,
    )
    .join('')
  const title = String(t('packing:slip_doc.title', { id: o.id }))
  const bars = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg)}`
  const body = `<div class="pslip">
<div class="pslip-head"><div><h1>${escapeHtml(title)}</h1>
<p class="pslip-muted">${k('created', { date: formatDate(o.created_at) })}</p></div>
<img class="pslip-bars" src="${bars}" alt="${k('barcode_alt', { id: o.id })}"></div>
<section><h2>${k('customer')}</h2><dl>
${row(k('customer'), customer)}${row(k('phone'), o.phone)}
</dl></section>
<section><h2>${k('delivery')}</h2><dl>
<dt>${k('delivery')}</dt><dd>${escapeHtml(delivery)}</dd>
${row(k('city'), o.city_name)}${row(k('warehouse'), o.warehouse_name)}
${row(k('postcode'), o.postcode)}${row(k('address'), o.address)}
${o.delivery_method === 'pickup' ? '' : `<dt>${k('ttn')}</dt><dd>${o.track ? escapeHtml(o.track) : k('no_ttn')}</dd>`}
</dl></section>
<section><h2>${k('payment')}</h2><dl>
<dt>${k('pay_method')}</dt><dd>${o.pay_method ? escapeHtml(String(t(`enums:pay_method.${o.pay_method}`))) : k('not_set')}</dd>
<dt>${k('total')}</dt><dd>${uah(o.total)}</dd>
${o.prepayment > 0 ? `<dt>${k('prepayment')}</dt><dd>${uah(o.prepayment)}</dd>` : ''}
<dt>${toCollect > 0 ? k('cod') : k('paid')}</dt><dd class="pslip-cod">${toCollect > 0 ? uah(toCollect) : '✓'}</dd>
</dl></section>
<section><h2>${k('items')}</h2><table><thead><tr>
<th class="num">${k('n')}</th><th>${k('product')}</th><th class="num">${k('qty')}</th>
<th class="num">${k('price')}</th><th class="num">${k('sum')}</th></tr></thead>
<tbody>${items}</tbody></table></section>
${o.comment ? `<section><h2>${k('comment')}</h2><p>${escapeHtml(o.comment)}</p></section>` : ''}
</div>`
  const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title><style>${SLIP_CSS} html,body{margin:0;background:#fff}</style>
</head><body>${body}</body></html>`
  return { title, html, body }
}
