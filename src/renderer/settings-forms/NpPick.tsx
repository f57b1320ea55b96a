import { useEffect, useState } from 'react'
import { useCombobox } from 'downshift'

/** One of Nova Poshta's entries offered by name: its ref, its name, and a line under it. */
export interface NpChoice {
  ref: string
  description: string
  hint?: string
}

/** Where a list from Nova Poshta stands, with the line shown under the box. */
export type NpListState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' }

/** Typing in a searched box waits this long before Nova Poshta is asked. */
export const NP_SEARCH_DEBOUNCE_MS = 400

/**
 * A box that picks one of Nova Poshta's entries by its name: typing narrows the list (or, with
 * `onSearch`, asks NP for it), arrows and Enter pick, Esc gives the picked name back. The ref
 * never shows: what was picked is its name. Loading, empty and failed lists say so under it.
 */
export function NpPick(props: {
  id: string
  label: string
  choices: NpChoice[]
  /** The picked entry's name ('' when none). */
  chosen: string
  onPick: (choice: NpChoice) => void
  /** A remote search (the city): called with what was typed, debounced. */
  onSearch?: (term: string) => void
  state: NpListState
  /** What an empty list says (no senders on this key, no branches in this city). */
  emptyText: string
  loadingText: string
  placeholder?: string
  disabled?: boolean
  error?: string
}) {
  const { onSearch } = props
  // What the user typed since the last pick; null shows the picked entry's name.
  const [typed, setTyped] = useState<string | null>(null)
  const term = typed?.trim().toLowerCase() ?? ''
  const items =
    onSearch || !term
      ? props.choices
      : props.choices.filter((c) => c.description.toLowerCase().includes(term))

  useEffect(() => {
    if (!onSearch || !term) return
    const timer = setTimeout(() => onSearch(term), NP_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [term, onSearch])

  const types = useCombobox.stateChangeTypes
  const combo = useCombobox<NpChoice>({
    id: `${props.id}-combo`,
    inputId: props.id,
    labelId: `${props.id}-label`,
    menuId: `${props.id}-menu`,
    items,
    inputValue: typed ?? props.chosen,
    selectedItem: null,
    itemToString: (c) => c?.description ?? '',
    // What is typed is taken in the input's own change event (below): downshift reports its
    // state changes after the render, and a controlled value set that late drops keystrokes.
    onStateChange: (change) => {
      if (change.type === types.InputChange) return
      if (change.selectedItem) {
        setTyped(null)
        props.onPick(change.selectedItem)
        return
      }
      if (change.type === types.InputKeyDownEscape || change.type === types.InputBlur) {
        setTyped(null)
      }
    },
  })
  const status =
    props.state.kind === 'loading'
      ? props.loadingText
      : props.state.kind === 'error'
        ? props.state.message
        : props.state.kind === 'ready' && props.choices.length === 0 && (!onSearch || term)
          ? props.emptyText
          : null
  const errorId = `${props.id}-error`

  return (
    <div className="rf-field np-pick">
      <label className="rf-label" {...combo.getLabelProps()}>
        {props.label}
      </label>
      <input
        className="input"
        {...combo.getInputProps({
          onChange: (e) => setTyped(e.currentTarget.value),
          disabled: props.disabled,
          placeholder: props.placeholder,
          'aria-invalid': props.error ? true : undefined,
          'aria-describedby': props.error ? errorId : undefined,
        })}
        autoComplete="off"
      />
      <ul className="np-pick__menu" {...combo.getMenuProps({ 'aria-label': props.label })}>
        {combo.isOpen &&
          items.map((c, index) => (
            <li
              key={c.ref}
              data-active={combo.highlightedIndex === index}
              {...combo.getItemProps({ item: c, index })}
            >
              {c.description}
              {c.hint && <span className="np-pick__hint"> · {c.hint}</span>}
            </li>
          ))}
      </ul>
      {status && (
        <span
          role="status"
          className={props.state.kind === 'error' ? 'rf-error' : 'np-pick__status'}
        >
          {status}
        </span>
      )}
      {props.error && (
        <span id={errorId} className="rf-error">
          {props.error}
        </span>
      )}
    </div>
  )
}
