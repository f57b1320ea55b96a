import { memo, useCallback, useId, useState, type ReactNode } from 'react'
import { ENUMS } from '@shared/resources/enums'
import type { ResourceDef } from '@shared/resources/types'
import { rangeKeys } from '@shared/resources/validation'
import { NON_FILTER_PARAMS, VIEW_PARAMS, fieldOf, filterableFields, hasSearch } from './listUrl'
import { useLabels } from './labels'
import { LazyDatePicker } from '../components/date-picker/LazyDatePicker'
import { useIdleAfter } from '../hooks/useIdleAfter'
import { useListTexts } from '../i18n/lists'
// Its own stylesheet: the export screen draws the filters without a list around them.
import './resources.css'

export interface ListFiltersProps {
  def: ResourceDef
  params: URLSearchParams
  /** Sets one URL param (`null` removes it). */
  onParam: (key: string, value: string | null) => void
  onReset: () => void
  /** A screen's own control for some filters (a select of the shop's sites), in their place. */
  controls?: FilterControls | undefined
  /**
   * Whether the list has drawn its first answer (rows or an error). The date pickers' and the
   * user picker's code loads after that and a quiet moment (`quietKey`, the shown page's time,
   * unchanged for a while), or at once when the user points at or tabs into the filters, so it
   * competes neither with the rows nor with the next page; until then they show disabled.
   * Default true.
   */
  settled?: boolean
  quietKey?: unknown
  /** The filters in the row (declared names); the others fold behind "more filters". */
  main?: readonly string[] | undefined
}

/** What a screen's own filter control is given: its id (the label points at it), the URL's value
 * ('' when none) and the setter (`null` clears it). */
export interface FilterControl {
  id: string
  value: string
  onChange: (value: string | null) => void
  /** Whether a control whose code is heavy may load it now (after the list's first rows). */
  load: boolean
}

/** A screen's own control for some filters (a select of the shop's sites), in their place. */
export type FilterControls = Partial<Record<string, (control: FilterControl) => ReactNode>>

/**
 * The declared filters, the search box and chips for URL filters that have no control. Drawn
 * only when its props change: a list hands it the address's filters alone and handlers of one
 * identity, so a page turn or a sort does not draw the filters (and their pickers) again.
 */
export const ListFilters = memo(function ListFilters(props: ListFiltersProps) {
  const { settled = true, quietKey, ...shown } = props
  const [wanted, setWanted] = useState(false)
  const loadControls = useIdleAfter(settled, quietKey) || wanted
  const want = useCallback(() => setWanted(true), [])
  // The quiet time restarts with every page shown; the filters themselves draw only when what
  // they show changes (or their heavy controls may load).
  return <FilterBar {...shown} loadControls={loadControls} want={want} />
})

type FilterBarProps = Omit<ListFiltersProps, 'settled' | 'quietKey'> & {
  loadControls: boolean
  want: () => void
}

const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const { def, params, onParam, onReset, want } = props
  const { field, t } = useLabels(def)
  useListTexts()
  const names = filterableFields(def)
  const ranges = def.ranges ?? []
  const ends = rangeKeys(def).map(({ key }) => key)
  const extra = [...new Set(params.keys())].filter(
    (k) => !NON_FILTER_PARAMS.has(k) && !names.includes(k) && !ends.includes(k) && params.get(k),
  )
  const active = [...params.keys()].some((k) => !VIEW_PARAMS.has(k))
  // The row holds the search and the main filters; the others fold behind "more filters".
  const main = props.main ?? names.slice(0, MAIN_FILTERS)
  const folded = [...names, ...ranges].filter((name) => !main.includes(name))
  const foldedActive = folded.filter((name) =>
    ranges.includes(name)
      ? params.get(`${name}_from`) || params.get(`${name}_to`)
      : params.get(name),
  ).length
  const [open, setOpen] = useState(foldedActive > 0)
  // Labels point at their controls by id: a label wrapping a select would take in its options.
  const idPrefix = useId()
  const one = (name: string) =>
    ranges.includes(name) ? (
      <RangeFilter key={name} name={name} {...props} />
    ) : (
      <FilterField key={name} name={name} id={`${idPrefix}-${name}`} {...props} />
    )

  return (
    <div
      className="rl-filters ui-compact"
      role="search"
      aria-label={t('lists:filters')}
      onPointerEnter={want}
      onFocus={want}
    >
      {hasSearch(def) && (
        <CommitInput
          type="search"
          label={t('lists:search')}
          value={params.get('search') ?? ''}
          onCommit={(v) => onParam('search', v)}
        />
      )}
      {main.filter((name) => names.includes(name) || ranges.includes(name)).map(one)}
      {folded.length > 0 && (
        <button
          type="button"
          className="btn"
          aria-expanded={open}
          aria-controls={`${idPrefix}-more`}
          onClick={() => setOpen(!open)}
        >
          {t('lists:more_filters')}
          {foldedActive > 0 && <span className="badge badge--accent">{foldedActive}</span>}
        </button>
      )}
      {extra.map((key) => (
        <span key={key} className="rl-chip">
          {field(key)}: {params.getAll(key).join(', ')}
          <button
            type="button"
            className="ui-bare-button"
            aria-label={`${t('lists:remove_filter')} ${field(key)}`}
            onClick={() => onParam(key, null)}
          >
            ×
          </button>
        </span>
      ))}
      {active && (
        <button type="button" className="btn" onClick={onReset}>
          {t('lists:reset')}
        </button>
      )}
      {folded.length > 0 && (
        <div id={`${idPrefix}-more`} className="rl-filters__more" hidden={!open}>
          {folded.map(one)}
        </div>
      )}
    </div>
  )
})

/** How many filters the row shows when the screen names none. */
const MAIN_FILTERS = 3

type OneFilterProps = FilterBarProps & { name: string }

/** One declared filter: the screen's own control, a select, a date, or a text box. */
function FilterField(props: OneFilterProps & { id: string }) {
  const { def, params, onParam, controls, loadControls, name, id } = props
  const { field, enumValue, t } = useLabels(def)
  const f = fieldOf(def, name)
  const value = params.get(name) ?? ''
  const own = controls?.[name]
  if (own) {
    return (
      <div className="rl-filter">
        <label htmlFor={id}>{field(name)}</label>
        {own({ id, value, onChange: (v) => onParam(name, v), load: loadControls })}
      </div>
    )
  }
  if (f?.kind === 'enum' || f?.kind === 'bool') {
    const options =
      f.kind === 'enum'
        ? ENUMS[f.enum].map((v) => [v, enumValue(name, v)] as const)
        : ([
            ['1', t('common:yes')],
            ['0', t('common:no')],
          ] as const)
    return (
      <div className="rl-filter">
        <label htmlFor={id}>{field(name)}</label>
        <select id={id} value={value} onChange={(e) => onParam(name, e.target.value || null)}>
          <option value="">{t('common:list.all')}</option>
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
    )
  }
  if (f?.kind === 'date') {
    return (
      <div className="rl-filter">
        <LazyDatePicker
          load={loadControls}
          label={field(name)}
          value={value || null}
          onChange={(v) => onParam(name, v)}
        />
      </div>
    )
  }
  return (
    <CommitInput
      type="text"
      numeric={f?.kind === 'int' || f?.kind === 'ref'}
      label={field(name)}
      value={value}
      onCommit={(v) => onParam(name, v)}
    />
  )
}

/** A period: its first and last day, and a warning when they are the wrong way round. */
function RangeFilter({ def, params, onParam, loadControls, name }: OneFilterProps) {
  const { field, t } = useLabels(def)
  const from = params.get(`${name}_from`) ?? ''
  const to = params.get(`${name}_to`) ?? ''
  return (
    <div className="rl-filter rl-range">
      <LazyDatePicker
        load={loadControls}
        label={t('lists:range_from', { field: field(name) })}
        value={from || null}
        onChange={(v) => onParam(`${name}_from`, v)}
      />
      <LazyDatePicker
        load={loadControls}
        label={t('lists:range_to', { field: field(name) })}
        value={to || null}
        onChange={(v) => onParam(`${name}_to`, v)}
      />
      {from && to && from > to && (
        <p className="rl-range__warn" role="status">
          {t('lists:range_reversed')}
        </p>
      )}
    </div>
  )
}

interface CommitInputProps {
  label: string
  value: string
  type: 'text' | 'search'
  numeric?: boolean
  onCommit: (value: string | null) => void
}

/** A text filter goes to the URL on Enter or when the field is left, not on every key. */
function CommitInput({ label, value, type, numeric, onCommit }: CommitInputProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    // The URL changed from outside (a link, the back button): show what it says.
    setShown(value)
    setDraft(value)
  }
  const commit = () => {
    const next = draft.trim()
    if (next !== value) onCommit(next === '' ? null : next)
  }
  return (
    <div className="rl-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        inputMode={numeric ? 'numeric' : undefined}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value)
          // Clearing a search box (its × button included) applies at once.
          if (type === 'search' && e.target.value === '') onCommit(null)
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            commit()
          }
        }}
      />
    </div>
  )
}
