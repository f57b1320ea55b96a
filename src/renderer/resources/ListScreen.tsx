import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { ListAnswer } from '@shared/contract/schemas'
import { ApiError } from '../platform'
import { Link, useLocation } from 'react-router-dom'
import type { ResourceDef } from '@shared/resources/types'
import { useTableRights } from '../app/rights'
import { formatDateTime } from '@shared/format/dates'
import { useOpenRecord } from './record/opener'
import { useConfirm } from '../components/dialogs/DialogProvider'
import { Pager } from '../components/list/Pager'
import { useLingering } from '../components/list/useLingering'
import { ListFilters, type FilterControls } from './ListFilters'
import { ResourceTable, type CellRenderers } from './ResourceTable'
import { ListSkip } from './ListSkip'
import {
  PER_PAGE_CHOICES,
  exportHref,
  filtersOf,
  nextSort,
  queryFromParams,
  withParam,
} from './listUrl'
import { useLabels } from './labels'
import { useDeleteRecord } from './mutations'
import { useResourceList, type Row } from './queries'
import type { RecordMode } from './record/formValues'
import './resources.css'
import { useLatestSearchParams } from '../hooks/useLatestSearchParams'
import { useHandler } from '../hooks/useHandler'

/** Spec section 4: the loader stays 300 ms after the data has arrived. */
export const LOADER_HIDE_MS = 300

export interface ListScreenProps {
  def: ResourceDef
  /** Columns the table's own screen draws (badges, thumbnails). */
  cells?: CellRenderers
  /** The table's own row buttons (a label to print, publish). */
  rowActions?: (row: Row) => ReactNode
  /** The table's own controls for some filters (a select of the shop's sites). */
  filterControls?: FilterControls
  /**
   * An action on several rows at once (the orders' status): rows get checkboxes, and this draws
   * the bar for the rows selected on the page (`clear` empties the selection). The selection
   * starts empty again whenever the query (a filter, the sort, the page) changes.
   */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode
}

/** The generic list of one table: filters and paging in the URL, rows, the record window. */
export function ListScreen(props: ListScreenProps) {
  const { def, cells, rowActions, filterControls, bulkActions } = props
  const { title, t } = useLabels(def)
  const [params, setParams] = useLatestSearchParams()
  const location = useLocation()
  const query = useMemo(() => queryFromParams(def, params), [def, params])
  const list = useResourceList(def.table, query)
  const loading = useLingering(list.isFetching, LOADER_HIDE_MS)
  const confirm = useConfirm()
  const del = useDeleteRecord(def.table)
  // What the server would refuse is not offered.
  const rights = useTableRights(def)
  const openRecord = useOpenRecord()
  const open = (mode: RecordMode, id?: number) =>
    openRecord({ def, mode: rights.write ? mode : 'view', ...(id === undefined ? {} : { id }) })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const exportTo = exportHref(def.table, params)

  // The last page the server sent. When another page cannot reach the server (it is down),
  // that page stays on screen, marked as stale, rather than an error in its place.
  const [lastPage, setLastPage] = useState<{ data: ListAnswer; at: number } | null>(null)
  if (list.data && !list.isPlaceholderData && lastPage?.at !== list.dataUpdatedAt) {
    setLastPage({ data: list.data, at: list.dataUpdatedAt })
  }
  const unreachable = list.isError && list.error instanceof ApiError && list.error.status === 0
  const data = list.data ?? (unreachable ? lastPage?.data : undefined)
  // The shown page's time: while the next page loads, the last page read stays (it is the one
  // on screen), so its rows do not play their entrance again.
  const dataAt = list.data && !list.isPlaceholderData ? list.dataUpdatedAt : (lastPage?.at ?? 0)

  const setParam = (key: string, value: string | null) =>
    setParams((latest) => withParam(latest, key, value))
  // The filters' own view of the address (not the page, the page size or the sort) and handlers
  // of one identity: the filters (memoized) are not drawn again for a page turn.
  const filterParams = useFilterParams(params)
  const onFilter = useHandler(setParam)
  const resetFilters = useHandler(() => setParams(new URLSearchParams()))
  const rows = data?.data ?? []
  const total = data?.total ?? 0

  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({
    key: '',
    ids: new Set(),
  })
  const queryKey = JSON.stringify(query)
  if (selection.key !== queryKey) {
    // An empty selection stays the same set, so the table need not draw for it.
    setSelection({ key: queryKey, ids: selection.ids.size === 0 ? selection.ids : new Set() })
  }
  const selectedRows = rows.filter((r) => selection.ids.has(r.id))
  const select = useHandler((ids: Set<number>) => setSelection({ key: queryKey, ids }))

  // The address of the page shown, for the table's scroll restore: while the next page loads,
  // the last one's stays, so the table (memoized) does not draw its old rows again.
  const [shownKey, setShownKey] = useState(location.key)
  if (!list.isPlaceholderData && shownKey !== location.key) setShownKey(location.key)

  // The table's handlers keep one identity (see useHandler): a new closure per render would
  // draw all its rows again on every render of the screen.
  const onSort = useHandler((column: string) =>
    setParam('sort', nextSort(def, query.sort ?? def.sort, column)),
  )
  const onOpen = useHandler((row: Row, mode: RecordMode) => open(mode, row.id))

  const onDelete = async (row: Row) => {
    const name = String(row[def.titleField] ?? row.id)
    const yes = await confirm({
      body: t('common:record.delete_confirm', {
        name,
        id: row.id,
      }),
    })
    // The deleted row's button goes with it: the keyboard user lands on the list's heading.
    if (yes) del.mutate(row.id, { onSuccess: () => headingRef.current?.focus() })
  }
  const deleteRow = useHandler((row: Row) => void onDelete(row))

  return (
    <section className="rl" aria-labelledby="rl-title">
      <ListSkip />
      <header className="rl-head">
        <h1 id="rl-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {rights.write && (
          <button type="button" className="btn btn--primary" onClick={() => open('new')}>
            {t('common:record.create')}
          </button>
        )}
        {exportTo && (
          <Link className="btn" to={exportTo} title={t('common:list.export_title')}>
            {t('common:list.export')}
          </Link>
        )}
      </header>
      <ListFilters
        def={def}
        params={filterParams}
        onParam={onFilter}
        onReset={resetFilters}
        controls={filterControls}
        settled={data !== undefined || list.isError}
        quietKey={dataAt}
      />
      {bulkActions?.(selectedRows, () => select(new Set()))}
      <div className="rl-loader" role="status" aria-live="polite" data-active={loading}>
        {loading ? t('common:list.loading') : ''}
      </div>
      {list.isError && data && (
        // The last page read stays on screen, marked, rather than an error in its place.
        <p className="rl-stale" role="status">
          {t('common:list.stale', { when: formatDateTime(new Date(dataAt).toISOString()) })}
        </p>
      )}
      {list.isError && !data ? (
        <div className="rl-state" role="alert">
          <p>{list.error.message}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common:list.retry')}
          </button>
        </div>
      ) : rows.length === 0 && !list.isFetching ? (
        <p className="rl-state">{t('common:list.empty')}</p>
      ) : (
        <ResourceTable
          def={def}
          rows={rows}
          refs={data?.refs}
          sort={query.sort ?? def.sort}
          dataKey={dataAt}
          scrollKey={shownKey}
          onSort={onSort}
          onOpen={onOpen}
          onDelete={rights.delete ? deleteRow : undefined}
          canWrite={rights.write}
          cells={cells}
          rowActions={rowActions}
          selected={bulkActions ? selection.ids : undefined}
          onSelect={bulkActions ? select : undefined}
        />
      )}
      {data && (
        <Pager
          page={query.page ?? 1}
          perPage={query.per_page ?? data.per_page}
          total={total}
          perPageChoices={PER_PAGE_CHOICES}
          onPage={(page) => setParam('page', page > 1 ? String(page) : null)}
          onPerPage={(n) => setParam('per_page', String(n))}
        />
      )}
    </section>
  )
}

/** The address's filters (`filtersOf`), one object for as long as they say the same. */
function useFilterParams(params: URLSearchParams): URLSearchParams {
  const text = useMemo(() => filtersOf(params).toString(), [params])
  return useMemo(() => new URLSearchParams(text), [text])
}
