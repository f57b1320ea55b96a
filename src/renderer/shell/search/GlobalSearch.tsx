import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { searchSubtitle } from './subtitle'
import { classifySearch, TITLE_SUFFIX, type SearchTarget } from '@shared/search'
import { useBridge } from '../../platform'
import { notify } from '../../app/toast'
import { SEARCH_INPUT_ID } from '../useShortcuts'
import { Icon } from '../Icon'
import { fetchSearch } from './searchApi'
import { useDebounced } from '../../hooks/useDebounced'
import { useGo } from '../../hooks/useGo'
import './search.css'

export const SEARCH_DEBOUNCE_MS = 300
const SEARCH_STALE_MS = 30_000
const searchKey = (term: string) => ['global-search', term] as const

interface Option {
  id: string
  url: string
  title: string
  subtitle?: string | null | undefined
}

/**
 * The global search. Enter goes where `classifySearch` says, read from
 * the input itself so a barcode scanner's fast keystrokes followed by Enter are never lost to a
 * pending render; typing shows a debounced dropdown of matches, navigable with the arrows.
 */
export function GlobalSearch() {
  const { t } = useTranslation(['shell', 'enums'])
  const bridge = useBridge()
  const client = useQueryClient()
  const goTo = useGo()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const term = useDebounced(value.trim(), SEARCH_DEBOUNCE_MS)
  const target = useMemo(() => classifySearch(value), [value])
  const searchable = term.length >= 2 && classifySearch(term) !== null
  const results = useQuery({
    queryKey: searchKey(term),
    queryFn: () => fetchSearch(bridge, term),
    enabled: open && searchable,
    staleTime: SEARCH_STALE_MS,
    meta: { silent: true },
  })

  const options: Option[] = useMemo(
    () =>
      (results.data?.groups ?? []).flatMap((group) =>
        group.items.map((item) => ({
          id: `${group.table}-${item.id}`,
          url: item.url,
          title: item.title,
          subtitle: searchSubtitle(item, t),
        })),
      ),
    [results.data, t],
  )

  function go(url: string): void {
    setValue('')
    setOpen(false)
    setActive(-1)
    goTo(url)
  }

  /**
   * A name's Enter: where its matches are (orders by surname, products by title, or both on the
   * combined results), as the server's answer says; the answer the dropdown already holds is
   * used when it is fresh. Should the server not answer, the products' list (the classifier's).
   */
  async function land(typed: string, found: SearchTarget): Promise<void> {
    const q = typed.trim()
    setOpen(false)
    try {
      const answer = await client.fetchQuery({
        queryKey: searchKey(q),
        queryFn: () => fetchSearch(bridge, q),
        staleTime: SEARCH_STALE_MS,
      })
      go(answer.target ?? found.url)
    } catch {
      go(found.url)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => {
        const next = i + step
        if (next < -1) return options.length - 1
        return next >= options.length ? -1 : next
      })
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      } else if (value) {
        setValue('')
      }
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = open && active >= 0 ? options[active] : undefined
      if (chosen) return go(chosen.url)
      const typed = event.currentTarget.value
      const found = classifySearch(typed)
      if (found?.kind === 'product_title') void land(typed, found)
      else if (found) go(found.url)
      else if (typed.trim()) notify.warning(t('search.unknown'))
    }
  }

  const showList = open && value.trim().length > 0
  const groups = results.data?.groups ?? []
  // Each group's first option index, so options are numbered across groups.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, x) => n + x.items.length, 0))

  return (
    <div className="search" role="search">
      <Icon name="search" className="search__icon" />
      <input
        ref={inputRef}
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
        onChange={(e) => {
          setValue(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => value && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <kbd className="search__hint" aria-hidden="true">
        Ctrl K
      </kbd>
      {showList && (
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
            {groups.map((group, g) => (
              <li key={group.table} role="presentation">
                <p className="search__group" role="presentation">
                  {t(`search.group.${group.table}`, { defaultValue: group.table })}
                </p>
                <ul
                  role="group"
                  aria-label={t(`search.group.${group.table}`, { defaultValue: group.table })}
                >
                  {group.items.map((item, k) => {
                    const i = (starts[g] ?? 0) + k
                    return (
                      <li
                        key={item.id}
                        id={`${listId}-${i}`}
                        role="option"
                        aria-selected={i === active}
                        className="search__option"
                        // mousedown, not click: the input's blur would close the list first.
                        onMouseDown={(e) => {
                          e.preventDefault()
                          go(item.url)
                        }}
                        onMouseEnter={() => setActive(i)}
                      >
                        <span className="search__option-title">{item.title}</span>
                        {item.subtitle && (
                          <span className="search__option-sub">{item.subtitle}</span>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
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
      )}
    </div>
  )
}
