import { useEffect, useId, useRef, useState } from 'react'
import { useCombobox } from 'downshift'
import { useTranslation } from 'react-i18next'
import type { City, Warehouse } from '@shared/carrier'
import { DELIVERY_METHODS, DELIVERY_FIELDS, type DeliveryMethod } from '@shared/rules/delivery'
import { useBridge } from '../../platform'

/** Spec section 9: the city search asks for at most 100 cities; typing waits this long. */
export const CITY_DEBOUNCE_MS = 400

export interface DeliveryValue {
  delivery_method: string
  city_name: string
  city_ref: string
  warehouse_name: string
  warehouse_ref: string
  postcode: string
  address: string
}

/**
 * The delivery: its method first, then that method's own fields. Nova Poshta: the city searched
 * as typed (debounced; arrows and Enter pick one, then the branch list has the focus), then a
 * branch of that city, only those with status Working; lookup failures are
 * only logged. Ukrposhta: postcode and address. Pickup: nothing.
 */
export function DeliveryFields({
  value,
  onChange,
  disabled,
  errors,
}: {
  value: DeliveryValue
  onChange: (next: Partial<DeliveryValue>) => void
  disabled?: boolean
  errors?: Partial<Record<keyof DeliveryValue, string | undefined>>
}) {
  const { t } = useTranslation(['orders', 'enums', 'resources'])
  const id = useId()
  const method = (value.delivery_method || 'nova_poshta') as DeliveryMethod
  const error = (name: keyof DeliveryValue) =>
    errors?.[name] ? (
      <span className="of-error" role="alert" id={`${id}-${name}-error`}>
        {errors[name]}
      </span>
    ) : null

  return (
    <fieldset className="of-group" disabled={disabled}>
      <legend>{t('orders:form.delivery')}</legend>
      <div className="of-row">
        <label className="of-field" htmlFor={`${id}-method`}>
          <span>{t('resources:orders.fields.delivery_method')}</span>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(e) => {
              const next = e.target.value as DeliveryMethod
              // The other methods' fields are emptied, as the server does on save.
              const cleared: Partial<DeliveryValue> = { delivery_method: next }
              for (const m of DELIVERY_METHODS) {
                if (m === next) continue
                for (const f of DELIVERY_FIELDS[m]) cleared[f as keyof DeliveryValue] = ''
              }
              onChange(cleared)
            }}
          >
            {DELIVERY_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`enums:delivery_method.${m}`)}
              </option>
            ))}
          </select>
        </label>
        {method === 'ukrposhta' && (
          <>
            <div className="of-field">
              <label htmlFor={`${id}-postcode`}>{t('resources:orders.fields.postcode')}</label>
              <input
                id={`${id}-postcode`}
                value={value.postcode}
                inputMode="numeric"
                maxLength={5}
                autoComplete="off"
                aria-invalid={errors?.postcode ? true : undefined}
                aria-describedby={errors?.postcode ? `${id}-postcode-error` : undefined}
                onChange={(e) => onChange({ postcode: e.target.value.replace(/\D/g, '') })}
              />
              {error('postcode')}
            </div>
            <div className="of-field of-field--grow">
              <label htmlFor={`${id}-address`}>{t('resources:orders.fields.address')}</label>
              <input
                id={`${id}-address`}
                value={value.address}
                autoComplete="off"
                aria-invalid={errors?.address ? true : undefined}
                aria-describedby={errors?.address ? `${id}-address-error` : undefined}
                onChange={(e) => onChange({ address: e.target.value })}
              />
              {error('address')}
            </div>
          </>
        )}
        {method === 'pickup' && <p className="of-hint">{t('orders:form.pickup')}</p>}
      </div>
      {method === 'nova_poshta' && (
        <NovaPoshtaFields value={value} onChange={onChange} disabled={disabled} />
      )}
    </fieldset>
  )
}

function NovaPoshtaFields({
  value,
  onChange,
  disabled,
}: {
  value: DeliveryValue
  onChange: (next: Partial<DeliveryValue>) => void
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
  const warehouseRef = useRef<HTMLSelectElement>(null)
  // A city just picked by the user: the branch list takes the focus once it is enabled.
  const picked = useRef(false)
  // Branches are asked of Nova Poshta (a paid service) only when wanted: a city picked, or the
  // branch list entered. Opening a stored order shows its branch by the name stored with it.
  const [wantBranches, setWantBranches] = useState(false)
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
    if (!cityRef || !wantBranches) return
    if (picked.current) {
      picked.current = false
      warehouseRef.current?.focus()
    }
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
  }, [value.city_ref, wantBranches, bridge])

  const types = useCombobox.stateChangeTypes
  const combo = useCombobox<City>({
    id: `${id}-combo`,
    inputId: `${id}-city`,
    items: cities,
    inputValue: query,
    selectedItem: null,
    itemToString: (c) => c?.description ?? '',
    onStateChange: (change) => {
      if (change.type === types.InputChange && change.inputValue !== undefined) {
        setTyped(change.inputValue)
        return
      }
      if (change.selectedItem) {
        const c = change.selectedItem
        setTyped(null)
        picked.current = c.ref !== value.city_ref
        setWantBranches(true)
        onChange({
          city_name: c.description,
          city_ref: c.ref,
          warehouse_name: '',
          warehouse_ref: '',
        })
        return
      }
      if (change.type === types.InputKeyDownEscape) setTyped(null)
    },
  })
  const listOpen = combo.isOpen && typed !== null

  return (
    <div className="of-row">
      <div className="of-field of-city">
        <label {...combo.getLabelProps()}>{t('form.city')}</label>
        <input {...combo.getInputProps({ disabled })} autoComplete="off" />
        <ul className="of-cities" {...combo.getMenuProps({ 'aria-label': t('form.cities') })}>
          {listOpen &&
            cities.map((c, index) => (
              <li
                key={c.ref}
                data-active={combo.highlightedIndex === index}
                {...combo.getItemProps({ item: c, index })}
              >
                {c.description}
              </li>
            ))}
        </ul>
        {typed !== null && searching && (
          <span role="status" className="of-hint">
            {t('form.searching')}
          </span>
        )}
      </div>
      <label className="of-field" htmlFor={`${id}-wh`}>
        <span>{t('form.warehouse')}</span>
        <select
          ref={warehouseRef}
          id={`${id}-wh`}
          value={value.warehouse_ref}
          disabled={disabled || !value.city_ref}
          onFocus={() => setWantBranches(true)}
          onChange={(e) => {
            const wh = warehouses.find((w) => w.ref === e.target.value)
            onChange({ warehouse_ref: wh?.ref ?? '', warehouse_name: wh?.description ?? '' })
          }}
        >
          <option value="">
            {/* A branch stored by its name only (older orders) is still shown. */}
            {!value.warehouse_ref && value.warehouse_name
              ? value.warehouse_name
              : value.city_ref
                ? t('form.choose_warehouse')
                : t('form.choose_city_first')}
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
  )
}
