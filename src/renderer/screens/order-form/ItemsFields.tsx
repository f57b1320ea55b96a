import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../format/numbers'
import type { UseFieldArrayReturn, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { useBridge } from '../../platform'
import type { Row } from '../../resources/queries'
import type { OrderFormValues } from './orderValues'
import { findProducts } from './queries'

type Items = OrderFormValues['items']

/**
 * The order's lines: a product added by its barcode (typed or scanned: a scanner types the
 * digits and Enter) or its title, then quantity and price (the product's, editable), each
 * line's total and the order's, and the product's availability.
 */
export function ItemsFields(props: {
  array: UseFieldArrayReturn<OrderFormValues, 'items'>
  register: UseFormRegister<OrderFormValues>
  setValue: UseFormSetValue<OrderFormValues>
  items: Items
  total: number
  errors?: Record<number, Record<string, { message?: string }>>
  disabled?: boolean
  /** The product search field, for the form to put the focus there (after "as last time"). */
  findRef?: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation('orders')
  return (
    <fieldset className="of-group" disabled={props.disabled}>
      <legend>{t('form.items')}</legend>
      <ProductFinder {...props} />
      <ItemsTable {...props} />
    </fieldset>
  )
}

type Props = Parameters<typeof ItemsFields>[0]

/** The product search: a barcode or a title; one match is added at once, more are listed. */
function ProductFinder({ array, setValue, items, findRef: outerFindRef }: Props) {
  const { t } = useTranslation(['orders', 'enums'])
  const bridge = useBridge()
  const id = useId()
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<Row[]>([])
  const [message, setMessage] = useState('')
  const ownFindRef = useRef<HTMLInputElement>(null)
  const findRef = outerFindRef ?? ownFindRef
  const listRef = useRef<HTMLUListElement>(null)

  const add = (p: Row) => {
    const existing = items.findIndex((i) => i.product_id === p.id)
    if (existing >= 0) {
      setValue(`items.${existing}.quantity`, Number(items[existing]?.quantity ?? 1) + 1, {
        shouldDirty: true,
      })
    } else {
      array.append(
        {
          product_id: p.id,
          title: String(p.title_uk ?? ''),
          price: String(p.price ?? '0'),
          quantity: 1,
          availability: String(p.availability ?? ''),
        },
        // The scanner's next code goes to the search field, not to the new line.
        { shouldFocus: false },
      )
    }
    setTerm('')
    setFound([])
    setMessage(t('orders:items.added', { title: String(p.title_uk ?? '') }))
    // The next code (scanned or typed) goes to the search field again.
    findRef.current?.focus()
  }

  // Arrows walk the found products; from the search field, ArrowDown enters the list.
  const foundKeys = (e: KeyboardEvent<HTMLElement>, from: number) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    const next = from + (e.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) findRef.current?.focus()
    else buttons[Math.min(next, buttons.length - 1)]?.focus()
  }

  const search = async () => {
    const q = term.trim()
    if (!q) return
    try {
      const products = await findProducts(bridge, q)
      // A barcode (typed or scanned) that names one product adds it at once.
      const exact = /^[\d-]+$/.test(q) ? products.filter((p) => p.barcode === q) : []
      // So does a title that only one product has.
      const only = products.length === 1 ? products : exact
      if (only.length === 1 && only[0]) add(only[0])
      else {
        setFound(products)
        setMessage(products.length === 0 ? t('orders:items.not_found') : '')
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <>
      <div className="of-row">
        <label className="of-field of-field--wide" htmlFor={`${id}-find`}>
          <span>{t('orders:items.find')}</span>
          <input
            ref={findRef}
            id={`${id}-find`}
            value={term}
            autoComplete="off"
            aria-describedby={`${id}-message`}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                void search()
              } else if (found.length > 0) foundKeys(e, -1)
            }}
          />
        </label>
        <button type="button" className="btn" onClick={() => void search()}>
          {t('orders:items.search')}
        </button>
      </div>
      <p role="status" className="of-hint" id={`${id}-message`}>
        {message}
      </p>
      {found.length > 0 && (
        <ul className="of-found" aria-label={t('orders:items.found')} ref={listRef}>
          {found.map((p, n) => (
            <li key={p.id}>
              <button
                type="button"
                className="ui-link-button"
                onClick={() => add(p)}
                onKeyDown={(e) => foundKeys(e, n)}
              >
                {String(p.title_uk ?? '')} · {String(p.barcode ?? '')} · {String(p.price ?? '')} ·{' '}
                {t(`enums:availability.${String(p.availability ?? 'available')}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The lines themselves: title, quantity, price, the line's total, and the order's. */
function ItemsTable({ array, register, items, total, errors }: Props) {
  const { t } = useTranslation(['orders', 'enums'])
  const fmt = useFormat()
  return (
    <table className="ui-table ui-table--plain of-items">
      <thead>
        <tr>
          <th scope="col">{t('orders:items.title')}</th>
          <th scope="col">{t('orders:items.quantity')}</th>
          <th scope="col">{t('orders:items.price')}</th>
          <th scope="col">{t('orders:items.line_total')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('orders:items.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {array.fields.map((field, n) => {
          const item = items[n]
          const line =
            (Math.round(Number(String(item?.price ?? '').replace(',', '.')) * 100) *
              Number(item?.quantity ?? 0)) /
            100
          const e = errors?.[n]
          const name = item?.title || String(n + 1)
          return (
            <tr key={field.id}>
              <td>
                <input
                  aria-label={t('orders:items.title_of', { n: n + 1 })}
                  {...register(`items.${n}.title`)}
                />
                {item?.availability && (
                  <span className="of-hint">{t(`enums:availability.${item.availability}`)}</span>
                )}
                {item?.unmatched && (
                  <span className="of-hint of-hint--warn">{t('orders:items.unmatched')}</span>
                )}
                {e?.title?.message && <span role="alert">{e.title.message}</span>}
              </td>
              <td>
                <input
                  aria-label={t('orders:items.quantity_of', { name })}
                  type="number"
                  min={1}
                  {...register(`items.${n}.quantity`)}
                />
                {e?.quantity?.message && <span role="alert">{e.quantity.message}</span>}
              </td>
              <td>
                <input
                  aria-label={t('orders:items.price_of', { name })}
                  inputMode="decimal"
                  {...register(`items.${n}.price`)}
                />
                {e?.price?.message && <span role="alert">{e.price.message}</span>}
              </td>
              <td className="of-num">{Number.isFinite(line) ? fmt.money(line) : ''}</td>
              <td>
                <button
                  className="ui-icon-button"
                  type="button"
                  aria-label={t('orders:items.remove_of', { name })}
                  onClick={() => array.remove(n)}
                >
                  ×
                </button>
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('orders:items.total')}
          </th>
          <td className="of-num" aria-label={t('orders:items.total')}>
            {fmt.money(total)}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  )
}
