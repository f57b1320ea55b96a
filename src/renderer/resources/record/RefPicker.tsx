import { useState } from 'react'
import { useCombobox } from 'downshift'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TitleItem } from '@shared/contract/schemas'
import { tableRoute } from '@shared/contract/table-routes'
import { isTableName } from '@shared/resources/registry'
import { callApi, useBridge } from '../../platform'
import { useDebounced } from '../../hooks/useDebounced'
// Its own styles (.ref-picker) travel with it: the order form draws it without a list.
import '../resources.css'

export interface RefPickerProps {
  /** The referenced table. */
  table: string
  /** The chosen row's id as the form holds it ('' for none). */
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  id: string
  disabled: boolean
  /** Whether the field may be left empty (a clear button). */
  clearable: boolean
  aria: Record<string, string | boolean | undefined>
  /** Offer only rows of this `type` (models among the categories). */
  type?: string
}

/** A pause in typing before the server is asked, so each keystroke does not cost a query. */
const ASK_AFTER_MS = 250

function useTitles(
  table: string,
  body: { q?: string; ids?: number[]; type?: string },
  enabled: boolean,
) {
  const bridge = useBridge()
  return useQuery({
    queryKey: ['titles', table, body],
    enabled: enabled && isTableName(table),
    queryFn: async () => {
      if (!isTableName(table)) return []
      return (await callApi(bridge, tableRoute(table, 'titles'), { body })).data
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}

/**
 * A reference field: type part of a name, pick the row from the list (arrows and Enter, or the
 * mouse); the chosen row's name is shown, its id is what the form keeps.
 */
export function RefPicker(props: RefPickerProps) {
  const { table, value, onChange, onBlur, id, disabled, clearable, aria, type } = props
  const { t } = useTranslation('common')
  const chosenId = /^\d+$/.test(value) ? Number(value) : null
  const chosen = useTitles(table, { ids: chosenId ? [chosenId] : [] }, chosenId !== null)
  const chosenTitle =
    chosenId === null
      ? ''
      : (chosen.data?.find((r) => r.id === chosenId)?.title ??
        (chosen.isPending || chosen.isPlaceholderData ? '' : `#${chosenId}`))

  // What the user is typing over the chosen name; null while they are not.
  const [typed, setTyped] = useState<string | null>(null)
  const typing = typed !== null
  const input = typed ?? chosenTitle

  const q = useDebounced(input.trim(), ASK_AFTER_MS)
  const found = useTitles(table, type ? { q, type } : { q }, typing)
  // The server answers a moment after the typing: until then its last answer, narrowed to
  // what is typed now, so the list never offers a row that does not match.
  const term = input.trim().toLowerCase()
  const items: TitleItem[] = typing
    ? (found.data ?? []).filter(
        (r) => r.title.toLowerCase().includes(term) || String(r.id) === term,
      )
    : []

  const types = useCombobox.stateChangeTypes
  const combo = useCombobox<TitleItem>({
    id: `${id}-combo`,
    inputId: id,
    items,
    inputValue: input,
    // The field holds the choice; the picker only proposes (a fresh pick every time).
    selectedItem: null,
    itemToString: (item) => item?.title ?? '',
    onStateChange: (change) => {
      if (change.type === types.InputChange && change.inputValue !== undefined) {
        setTyped(change.inputValue)
        return
      }
      if (change.selectedItem) {
        setTyped(null)
        onChange(String(change.selectedItem.id))
        return
      }
      // Left without a choice (Esc, or away): the chosen row's name again.
      if (change.type === types.InputKeyDownEscape || change.type === types.InputBlur) {
        setTyped(null)
      }
    },
  })

  const listOpen = combo.isOpen && typing
  return (
    <div className="ref-picker">
      <div className="ref-picker__row">
        <input
          className="input"
          {...aria}
          {...combo.getInputProps({
            disabled,
            onBlur,
            placeholder: t('form.ref_placeholder'),
          })}
          autoComplete="off"
        />
        {clearable && !disabled && value !== '' && (
          <button
            type="button"
            className="ref-picker__clear"
            aria-label={t('form.clear')}
            onClick={() => {
              setTyped(null)
              onChange('')
            }}
          >
            ×
          </button>
        )}
      </div>
      <ul className="ref-picker__list" {...combo.getMenuProps()} hidden={!listOpen}>
        {listOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              className="ref-picker__item"
              data-active={combo.highlightedIndex === index}
              {...combo.getItemProps({ item, index })}
            >
              {item.title || `#${item.id}`}
              <span className="ref-picker__id">№{item.id}</span>
            </li>
          ))}
        {listOpen && !found.isFetching && items.length === 0 && q !== '' && (
          <li className="ref-picker__empty">{t('list.empty')}</li>
        )}
      </ul>
    </div>
  )
}
