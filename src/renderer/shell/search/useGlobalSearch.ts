import { useMemo, useState, type KeyboardEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { classifySearch, type SearchTarget } from '@shared/search'
import { useBridge } from '../../platform'
import { notify } from '../../app/toast'
import { useDebounced } from '../../hooks/useDebounced'
import { useGo } from '../../hooks/useGo'
import { fetchSearch } from './searchApi'
import { searchSubtitle } from './subtitle'

export const SEARCH_DEBOUNCE_MS = 300
const SEARCH_STALE_MS = 30_000
const searchKey = (term: string) => ['global-search', term] as const

/** One match of the dropdown, numbered across its groups. */
export interface SearchOption {
  index: number
  id: string
  url: string
  title: string
  /** The server's second line with the row's state by its label (`searchSubtitle`). */
  subtitle: string
}

export interface SearchOptionGroup {
  table: string
  options: SearchOption[]
}

/**
 * The global search's state: the typed value, the debounced server matches and the keyboard.
 * Enter goes where `classifySearch` says, read from the input itself so a barcode scanner's fast
 * keystrokes followed by Enter are never lost to a pending render.
 */
export function useGlobalSearch() {
  const { t } = useTranslation(['shell', 'enums'])
  const bridge = useBridge()
  const client = useQueryClient()
  const goTo = useGo()
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

  const groups: SearchOptionGroup[] = useMemo(() => {
    let index = 0
    return (results.data?.groups ?? []).map((group) => ({
      table: group.table,
      options: group.items.map((item) => ({
        index: index++,
        id: `${group.table}-${item.id}`,
        url: item.url,
        title: item.title,
        subtitle: searchSubtitle(item, t),
      })),
    }))
  }, [results.data, t])
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups])

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

  function move(step: 1 | -1): void {
    setOpen(true)
    setActive((i) => {
      const next = i + step
      if (next < -1) return options.length - 1
      return next >= options.length ? -1 : next
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
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

  function onType(next: string): void {
    setValue(next)
    setOpen(true)
    setActive(-1)
  }

  return {
    value,
    open,
    setOpen,
    active,
    setActive,
    target,
    searchable,
    results,
    groups,
    go,
    onType,
    onKeyDown,
    showList: open && value.trim().length > 0,
  }
}

export type GlobalSearchState = ReturnType<typeof useGlobalSearch>
