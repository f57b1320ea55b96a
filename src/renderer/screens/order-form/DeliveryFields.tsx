import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { City, Warehouse } from '@shared/carrier'
import { useBridge } from '../../platform'

/** Spec section 9: the city search asks for at most 100 cities; typing waits this long. */
export const CITY_DEBOUNCE_MS = 400

export interface DeliveryValue {
  city_name: string
  city_ref: string
  warehouse_name: string
  warehouse_ref: string
}

/**
 * Nova Poshta delivery: the city searched as typed (debounced), then a branch of that city,
 * only those with status Working (spec section 5). Lookup failures are only logged (spec 8).
 */
export function DeliveryFields({
  value,
  onChange,
  disabled,
}: {
  value: DeliveryValue
  onChange: (next: DeliveryValue) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const id = useId()
  // What the user typed since the last choice; null shows the chosen city's name.
  const [typed, setTyped] = useState<string | null>(null)
  const [found, setFound] = useState<{ term: string; cities: City[] }>({ term: '', cities: [] })
  const [branches, setBranches] = useState<{ cityRef: string; list: Warehouse[] }>({
    cityRef: '',
    list: [],
  })
  const query = typed ?? value.city_name
  const term = typed?.trim() ?? ''
  const cities = term && found.term === term ? found.cities : []
  const searching = term !== '' && found.term !== term
  const warehouses = branches.cityRef === value.city_ref ? branches.list : []

  useEffect(() => {
    if (!term) return
    let live = true
    const timer = setTimeout(() => {
      void bridge.carrier.request({ op: 'cities', query: term }).then((res) => {
        if (!live) return
        if (res.ok && res.op === 'cities') setFound({ term, cities: res.data.slice(0, 100) })
        else {
          if (!res.ok) console.warn('Nova Poshta cities:', res.message)
          setFound({ term, cities: [] })
        }
      })
    }, CITY_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [term, bridge])

  useEffect(() => {
    const cityRef = value.city_ref
    if (!cityRef) return
    let live = true
    void bridge.carrier.request({ op: 'warehouses', cityRef }).then((res) => {
      if (!live) return
      if (res.ok && res.op === 'warehouses') {
        setBranches({ cityRef, list: res.data.filter((w) => w.warehouse_status === 'Working') })
      } else if (!res.ok) console.warn('Nova Poshta warehouses:', res.message)
    })
    return () => {
      live = false
    }
  }, [value.city_ref, bridge])

  return (
    <fieldset className="of-group">
      <legend>{t('form.delivery')}</legend>
      <div className="of-row">
        <label className="of-field" htmlFor={`${id}-city`}>
          <span>{t('form.city')}</span>
          <input
            id={`${id}-city`}
            value={query}
            disabled={disabled}
            autoComplete="off"
            aria-controls={`${id}-cities`}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <label className="of-field" htmlFor={`${id}-wh`}>
          <span>{t('form.warehouse')}</span>
          <select
            id={`${id}-wh`}
            value={value.warehouse_ref}
            disabled={disabled || !value.city_ref}
            onChange={(e) => {
              const wh = warehouses.find((w) => w.ref === e.target.value)
              onChange({
                ...value,
                warehouse_ref: wh?.ref ?? '',
                warehouse_name: wh?.description ?? '',
              })
            }}
          >
            <option value="">
              {value.city_ref ? t('form.choose_warehouse') : t('form.choose_city_first')}
            </option>
            {value.warehouse_ref && !warehouses.some((w) => w.ref === value.warehouse_ref) && (
              <option value={value.warehouse_ref}>{value.warehouse_name}</option>
            )}
            {warehouses.map((w) => (
              <option key={w.ref} value={w.ref}>
                {w.description}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={`${id}-cities`} role="listbox" aria-label={t('form.cities')} className="of-options">
        {searching && <span role="status">{t('form.searching')}</span>}
        {cities.map((c) => (
          <button
            key={c.ref}
            type="button"
            role="option"
            aria-selected={c.ref === value.city_ref}
            onClick={() => {
              setTyped(null)
              onChange({
                city_name: c.description,
                city_ref: c.ref,
                warehouse_name: '',
                warehouse_ref: '',
              })
            }}
          >
            {c.description}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
