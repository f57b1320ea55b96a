import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
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
import { setListPref, useListPref } from './listPrefs'
import { usePrefs } from '../app/prefsStore'
import { ListState } from '../components/ui/ListState'
import { humanMessage } from '../components/ui/ErrorDetails'
import { useListTexts } from '../i18n/lists'

/** Spec section 4: the loader stays 300 ms after the data has arrived. */
export const LOADER_HIDE_MS = 300

export interface ListScreenProps {
  def: ResourceDef
  /** Columns the table's own screen draws (badges, thumbnails). */
  cells?: CellRenderers
  /** The widest those columns may be (px), where their kind's width is too narrow. */
  widths?: Partial<Record<string, number>>
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
  /** Drawn under the heading, above the filters (the orders' status tabs). */
  toolbar?: ReactNode
  /**
   * When the toolbar is a tablist choosing what the list shows: the list below it is the tabs'
   * tabpanel, with this id (the tabs' `aria-controls`) and named by the chosen tab.
   */
  panel?: { id: string; labelledBy: string }
  /** The screen's own buttons in the heading's row, before the generic ones. */
  actions?: ReactNode
  /** The filters shown in the filters' row; the others fold behind "more filters". */
  mainFilters?: readonly string[]
}

/** The generic list of one table: filters and paging in the URL, rows, the record window. */
export function ListScreen(props: ListScreenProps) {
  const { def, cells, rowActions, filterControls, bulkActions } = props
  const { title, t } = useLabels(def)
  useListTexts()
  const [address, setParams] = useLatestSearchParams()
  const [params, resetQuery] = useRememberedQuery(def.table, address, setParams)
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

  const { data, dataAt } = useShownPage(list)

  const setParam = (key: string, value: string | null) =>
    setParams((latest) => withParam(latest, key, value))
  // The filters' own view of the address (not the page, the page size or the sort) and handlers
  // of one identity: the filters (memoized) are not drawn again for a page turn.
  const filterParams = useFilterParams(params)
  const onFilter = useHandler(setParam)
  const resetFilters = useHandler(resetQuery)
  const rows = data?.data ?? []
  const total = data?.total ?? 0

  const [selected, select] = useSelection(JSON.stringify(query))
  const selectedRows = rows.filter((r) => selected.has(r.id))

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

  const deleteRow = useHandler((row: Row) => {
    const name = String(row[def.titleField] ?? row.id)
    void confirm({ body: t('common:record.delete_confirm', { name, id: row.id }) }).then((yes) => {
      // The deleted row's button goes with it: the keyboard user lands on the list's heading.
      if (yes) del.mutate(row.id, { onSuccess: () => headingRef.current?.focus() })
    })
  })

  return (
    <section className="rl" aria-labelledby="rl-title">
      <ListSkip />
      <header className="rl-head ui-compact">
        <h1 id="rl-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {props.actions}
        {rights.write && (
          <button type="button" className="btn btn--primary" onClick={() => open('new')}>
            {t('common:record.create')}
          </button>
        )}
        {exportTo && (
          <Link className="btn" to={exportTo} title={t('lists:export_title')}>
            {t('lists:export')}
          </Link>
        )}
      </header>
      {props.toolbar}
      <ListPanel panel={props.panel}>
        <ListFilters
          def={def}
          params={filterParams}
          onParam={onFilter}
          onReset={resetFilters}
          controls={filterControls}
          settled={data !== undefined || list.isError}
          quietKey={dataAt}
          main={props.mainFilters}
        />
        {bulkActions?.(selectedRows, () => select(new Set()))}
        <div className="rl-loader" role="status" aria-live="polite" data-active={loading}>
          {loading ? t('common:list.loading') : ''}
        </div>
        {list.isError && data && (
          // The last page read stays on screen, marked, rather than an error in its place.
          <p className="rl-stale" role="status">
            {t('lists:stale', { when: formatDateTime(new Date(dataAt).toISOString()) })}
          </p>
        )}
        {list.isError && !data ? (
          <ListState kind="error" retry={() => void list.refetch()} error={list.error}>
            {humanMessage(list.error, t)}
          </ListState>
        ) : rows.length === 0 && !list.isFetching ? (
          <ListState kind="empty">{t('common:list.empty')}</ListState>
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
            widths={props.widths}
            rowActions={rowActions}
            selected={bulkActions ? selected : undefined}
            onSelect={bulkActions ? select : undefined}
            layoutKey={def.table}
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
      </ListPanel>
    </section>
  )
}

/** The list under its toolbar: the tabs' tabpanel when the toolbar is a tablist. */
function ListPanel({ panel, children }: { panel: ListScreenProps['panel']; children: ReactNode }) {
  if (!panel) return <>{children}</>
  return (
    <div role="tabpanel" id={panel.id} aria-labelledby={panel.labelledBy}>
      {children}
    </div>
  )
}

/** The address's filters (`filtersOf`), one object for as long as they say the same. */
function useFilterParams(params: URLSearchParams): URLSearchParams {
  const text = useMemo(() => filtersOf(params).toString(), [params])
  return useMemo(() => new URLSearchParams(text), [text])
}

/**
 * The rows chosen on the page (ids) and their setter of one identity. The selection starts
 * empty again whenever the query (`key`: a filter, the sort, the page) changes; an empty one
 * stays the same set, so the table need not draw for it.
 */
function useSelection(key: string): [Set<number>, (ids: Set<number>) => void] {
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({
    key: '',
    ids: new Set(),
  })
  if (selection.key !== key) {
    setSelection({ key, ids: selection.ids.size === 0 ? selection.ids : new Set() })
  }
  const select = useHandler((ids: Set<number>) => setSelection({ key, ids }))
  return [selection.ids, select]
}

/** The address's filters and sort, as remembered (no page, no page size). */
function rememberedOf(params: URLSearchParams): string {
  const kept = new URLSearchParams(params)
  kept.delete('page')
  kept.delete('per_page')
  kept.sort()
  return kept.toString()
}

function rememberQuery(list: string, query: string): void {
  const saved = usePrefs.getState().lists[list]?.query ?? ''
  if (query !== saved) setListPref(list, { query: query || undefined })
}

/**
 * The list's last filters and sort on this workstation: a bare address (the menu's link, a
 * reload of it) shows them again, and every change of them is remembered. The list asks for
 * the remembered query at once, while the address is being replaced with it.
 */
function useRememberedQuery(
  list: string,
  params: URLSearchParams,
  setParams: (next: URLSearchParams, options?: { replace?: boolean }) => void,
): [URLSearchParams, () => void] {
  const saved = useListPref(list).query
  // Reset asks for the bare list: that one is remembered, not replaced with the last query
  // (`resetFrom`: the address reset left, kept until another one comes).
  const [resetFrom, setResetFrom] = useState<string | null>(null)
  const address = params.toString()
  if (resetFrom !== null && address !== '' && address !== resetFrom) setResetFrom(null)
  const restore = address === '' && resetFrom === null && saved ? saved : null
  useEffect(() => {
    if (restore) setParams(new URLSearchParams(restore), { replace: true })
  }, [restore, setParams])
  // Every change is remembered; the address the list opened with, when it is left (a write
  // while the list's route is still settling would draw the screen anew).
  const now = rememberedOf(params)
  const latest = useRef<string | null>(null)
  useEffect(() => {
    if (restore !== null) return
    const arrival = latest.current === null
    latest.current = now
    if (!arrival) rememberQuery(list, now)
  }, [list, now, restore])
  useEffect(
    () => () => {
      if (latest.current !== null) rememberQuery(list, latest.current)
    },
    [list],
  )
  const shown = useMemo(() => (restore ? new URLSearchParams(restore) : params), [restore, params])
  const reset = () => {
    setResetFrom(address)
    setParams(new URLSearchParams())
  }
  return [shown, reset]
}

type ListResult = ReturnType<typeof useResourceList>

/**
 * The page to show and its time. The last page the server sent: when another page cannot
 * reach the server (it is down), that page stays on screen, marked as stale, rather than an
 * error in its place. The time: while the next page loads, the last page read stays (it is the
 * one on screen), so its rows do not play their entrance again.
 */
function useShownPage(list: ListResult): { data: ListAnswer | undefined; dataAt: number } {
  const [lastPage, setLastPage] = useState<{ data: ListAnswer; at: number } | null>(null)
  if (list.data && !list.isPlaceholderData && lastPage?.at !== list.dataUpdatedAt) {
    setLastPage({ data: list.data, at: list.dataUpdatedAt })
  }
  const unreachable = list.isError && list.error instanceof ApiError && list.error.status === 0
  const data = list.data ?? (unreachable ? lastPage?.data : undefined)
  const dataAt = list.data && !list.isPlaceholderData ? list.dataUpdatedAt : (lastPage?.at ?? 0)
  return { data, dataAt }
}
