import { useTranslation } from 'react-i18next'
import { TITLE_SUFFIX } from '@shared/search'
import type { GlobalSearchState } from './useGlobalSearch'

interface Props {
  listId: string
  search: GlobalSearchState
}

/** Where Enter goes, then the server's matches by group, then the search's own state. */
export function SearchDropdown({ listId, search }: Props) {
  const { t } = useTranslation('shell')
  const { target, groups, active, results, searchable } = search
  return (
    <div className="search__dropdown">
      <p className="search__target">
        {target ? (
          <>
            <kbd>Enter</kbd>{' '}
            {t(`search.kind.${target.kind}`, {
              // The ** is the server's "contains" marker, not something to read.
              value: target.value.endsWith(TITLE_SUFFIX)
                ? target.value.slice(0, -TITLE_SUFFIX.length)
                : target.value,
            })}
          </>
        ) : (
          t('search.unknown')
        )}
      </p>
      <ul id={listId} role="listbox" aria-label={t('search.results')} className="search__list">
        {groups.map((group) => {
          const name = t(`search.group.${group.table}`, { defaultValue: group.table })
          return (
            <li key={group.table} role="presentation">
              <p className="search__group" role="presentation">
                {name}
              </p>
              <ul role="group" aria-label={name}>
                {group.options.map((option) => (
                  <li
                    key={option.id}
                    id={`${listId}-${option.index}`}
                    role="option"
                    aria-selected={option.index === active}
                    className="search__option"
                    // mousedown, not click: the input's blur would close the list first.
                    onMouseDown={(e) => {
                      e.preventDefault()
                      search.go(option.url)
                    }}
                    onMouseEnter={() => search.setActive(option.index)}
                  >
                    <span className="search__option-title">{option.title}</span>
                    {option.subtitle && (
                      <span className="search__option-sub">{option.subtitle}</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      {searchable && results.isFetching && (
        <p className="search__status" role="status">
          {t('search.searching')}
        </p>
      )}
      {searchable && results.isSuccess && !results.isFetching && groups.length === 0 && (
        <p className="search__status">{t('search.nothing')}</p>
      )}
      {searchable && results.isError && <p className="search__status">{t('search.failed')}</p>}
    </div>
  )
}
