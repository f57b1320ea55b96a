import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useCombobox } from 'downshift'
import { useTranslation } from 'react-i18next'
import type { City, Warehouse } from '@shared/carrier'
import { DELIVERY_METHODS, DELIVERY_FIELDS, type DeliveryMethod } from '@shared/rules/delivery'
import { useBridge } from '../../platform'

/** Spec section 9: the city search asks for at most 100 cities; typing waits this long. */
export const CITY_DEBOUNCE_MS = 400

/** The order's fields this block shows (every method's). */
export const DELIVERY_CLAIMS = [
  'delivery_method',
  ...DELIVERY_METHODS.flatMap((m) => DELIVERY_FIELDS[m]),
]

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

interface NovaPoshtaProps {
  value: DeliveryValue
  onChange: (next: Partial<DeliveryValue>) => void
  disabled?: boolean
}

function NovaPoshtaFields({ value, onChange, disabled }: NovaPoshtaProps) {
  const warehouseRef = useRef<HTMLSelectElement>(null)
  // A city just picked by the user: the branch list takes the focus once it is enabled.
  const picked = useRef(false)
  // Branches are asked of Nova Poshta (a paid service) only when wanted: a city picked, or the
  // branch list entered. Opening a stored order shows its branch by the name stored with it.
  const [wantBranches, setWantBranches] = useState(false)
  const warehouses = useBranches(value.city_ref, wantBranches, () => {
    if (!picked.current) return
    picked.current = false
    warehouseRef.current?.focus()
  })
  return (
    <div className="of-row">
      <CityBox
        cityName={value.city_name}
        disabled={disabled}
        onPick={(c) => {
          picked.current = c.ref !== value.city_ref
          setWantBranches(true)
          onChange({
            city_name: c.description,
            city_ref: c.ref,
            warehouse_name: '',
            warehouse_ref: '',
          })
        }}
      />
      <BranchSelect
        ref={warehouseRef}
        value={value}
        warehouses={warehouses}
        disabled={disabled}
        onFocus={() => setWantBranches(true)}
        onChange={onChange}
      />
    </div>
  )
}

/** A city's Working branches, asked once wanted; `onAsked` runs as the question goes out. */
function useBranches(cityRef: string, wanted: boolean, onAsked: () => void): Warehouse[] {
  const bridge = useBridge()
  const [branches, setBranches] = useState<{ cityRef: string; list: Warehouse[] }>({
    cityRef: '',
    list: [],
  })
  const asked = useRef(onAsked)
  useEffect(() => {
    asked.current = onAsked
  })
  useEffect(() => {
    if (!cityRef || !wanted) return
    asked.current()
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
  }, [cityRef, wanted, bridge])
  return branches.cityRef === cityRef ? branches.list : []
}

/**
 * The city searched as typed. The box keeps its own text (downshift's state, not the form's,
 * so a keystroke never waits for the form to re-render); the search goes once typing pauses for
 * `CITY_DEBOUNCE_MS`, and only the newest term's answer is shown.
 */
function CityBox(props: { cityName: string; disabled?: boolean; onPick: (city: City) => void }) {
  const { cityName, disabled, onPick } = props
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const id = useId()
  // Typed since the last choice: the list and "searching" show only then.
  const [typing, setTyping] = useState(false)
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<{ term: string; cities: City[] }>({ term: '', cities: [] })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cities = typing && term && found.term === term ? found.cities : []

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!term) return
    let live = true
    void bridge.carrier.request({ op: 'cities', query: term }).then((res) => {
      if (!live) return
      if (res.ok && res.op === 'cities') setFound({ term, cities: res.data.slice(0, 100) })
      else {
        if (!res.ok) console.warn('Nova Poshta cities:', res.message)
        setFound({ term, cities: [] })
      }
    })
    return () => {
      live = false
    }
  }, [term, bridge])

  const types = useCombobox.stateChangeTypes
  const combo = useCombobox<City>({
    id: `${id}-combo`,
    inputId: `${id}-city`,
    items: cities,
    initialInputValue: cityName,
    selectedItem: null,
    itemToString: (c) => c?.description ?? '',
    // Escape gives back the chosen city's name.
    stateReducer: (_state, { type, changes }) =>
      type === types.InputKeyDownEscape ? { ...changes, inputValue: cityName } : changes,
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== types.InputChange) return
      setTyping(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setTerm(inputValue.trim()), CITY_DEBOUNCE_MS)
    },
    onStateChange: (change) => {
      if (change.selectedItem) {
        clearTimeout(timer.current)
        setTyping(false)
        onPick(change.selectedItem)
      } else if (change.type === types.InputKeyDownEscape) setTyping(false)
    },
  })
  // A city set from elsewhere (a restored draft, "as last time", a save) shows when not typing.
  const { setInputValue } = combo
  useEffect(() => {
    if (!typing) setInputValue(cityName)
  }, [cityName, typing, setInputValue])
  const searching = typing && term !== '' && found.term !== term

  return (
    <div className="of-field of-city">
      <label {...combo.getLabelProps()}>{t('form.city')}</label>
      <input {...combo.getInputProps({ disabled })} autoComplete="off" />
      <ul className="of-cities" {...combo.getMenuProps({ 'aria-label': t('form.cities') })}>
        {combo.isOpen &&
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
      {searching && (
        <span role="status" className="of-hint">
          {t('form.searching')}
        </span>
      )}
    </div>
  )
}

/** The chosen city's branches; a branch stored by its name only (older orders) still shows. */
function BranchSelect(props: {
  ref: RefObject<HTMLSelectElement | null>
  value: DeliveryValue
  warehouses: Warehouse[]
  disabled?: boolean
  onFocus: () => void
  onChange: (next: Partial<DeliveryValue>) => void
}) {
  const { ref, value, warehouses, disabled, onChange, onFocus } = props
  const { t } = useTranslation('orders')
  const id = useId()
  return (
    <label className="of-field" htmlFor={`${id}-wh`}>
      <span>{t('form.warehouse')}</span>
      <select
        ref={ref}
        id={`${id}-wh`}
        value={value.warehouse_ref}
        disabled={disabled || !value.city_ref}
        onFocus={onFocus}
        onChange={(e) => {
          const wh = warehouses.find((w) => w.ref === e.target.value)
          onChange({ warehouse_ref: wh?.ref ?? '', warehouse_name: wh?.description ?? '' })
        }}
      >
        <option value="">
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
  )
}
