import { useSearchParams } from 'react-router-dom'
import { resourceKeys } from '../../resources/queries'

/** The feeds' list; a parser's review sits under it, so one invalidation refreshes both. */
export const feedsKey = [...resourceKeys.all('parsers'), 'feeds'] as const
export const reviewKey = (id: number) => [...feedsKey, id] as const
/** A supplier's column mapping and the headers last read from its file or feed. */
export const columnsKey = [...resourceKeys.all('parsers'), 'columns'] as const
/** The address parameter naming the supplier whose columns are shown, and that section's title. */
export const COLUMNS_PARAM = 'columns'
export const COLUMNS_TITLE_ID = 'columns-title'

/** Shows a supplier's columns section (`?columns=`) and moves the focus to it. */
export function useMapColumns() {
  const [params, setParams] = useSearchParams()
  return (supplier: string) => {
    const copy = new URLSearchParams(params)
    copy.set(COLUMNS_PARAM, supplier)
    setParams(copy, { replace: true })
    requestAnimationFrame(() => document.getElementById(COLUMNS_TITLE_ID)?.focus())
  }
}
