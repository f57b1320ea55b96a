import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_INPUT_ID } from '../useShortcuts'
import { Icon } from '../Icon'
import { SearchDropdown } from './SearchDropdown'
import { useGlobalSearch } from './useGlobalSearch'
import './search.css'

/**
 * The global search box of the top bar: Enter goes where the typed text says (an order, a
 * phone, a TTN, a barcode, a name); typing shows a debounced dropdown of matches, navigable
 * with the arrows (`useGlobalSearch`).
 */
export function GlobalSearch() {
  const { t } = useTranslation('shell')
  const listId = useId()
  const search = useGlobalSearch()
  const { value, showList, active } = search
  return (
    <div className="search" role="search">
      <Icon name="search" className="search__icon" />
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        className="search__input"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => search.onType(e.target.value)}
        onFocus={() => value && search.setOpen(true)}
        onBlur={() => search.setOpen(false)}
        onKeyDown={search.onKeyDown}
      />
      <kbd className="search__hint" aria-hidden="true">
        Ctrl K
      </kbd>
      {showList && <SearchDropdown listId={listId} search={search} />}
    </div>
  )
}
