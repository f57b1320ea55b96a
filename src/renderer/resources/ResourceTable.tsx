import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Link } from 'react-router-dom'
import { flexRender, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table'
import { useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import type { RefLabels } from '@shared/contract/schemas'
import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from './listUrl'
import { RowIcon } from '../components/list/RowIcon'
import { formatCell } from './format'
import { useLabels } from './labels'
import { SLOT, fillSlot } from '../i18n/slot'
import type { Row } from './queries'
import { useStagger } from '../components/list/useStagger'
import { pageState, togglePage, toggleRow } from './selection'
import { useRowKeys } from './useRowKeys'

export type RecordMode = 'view' | 'new' | 'edit' | 'clone'

/**
 * A screen's own drawing of some columns (a product's mark as a badge), given the row and the
 * text the generic cell would show.
 */
export type CellRenderers = Partial<Record<string, (row: Row, text: string) => ReactNode>>

export interface ResourceTableProps {
  def: ResourceDef
  rows: Row[]
  /** The list answer's `refs`: names shown for reference ids. */
  refs?: RefLabels
  /** The sort in force (`-id`), for the headers' arrows and aria-sort. */
  sort: string
  onSort: (column: string) => void
  onOpen: (row: Row, mode: RecordMode) => void
  /** Absent where the user may not delete from this table. */
  onDelete?: ((row: Row) => void) | undefined
  /** Whether the user may edit and copy rows of this table. */
  canWrite: boolean
  /** Changes when a new page of data arrives: restarts the entrance stagger. */
  dataKey: number
  /** The history entry showing this list: coming back to it restores its scroll position. */
  scrollKey: string
  /** The columns shown, when not the table's declared list (a child table leaves out its parent). */
  columns?: readonly string[]
  /** A few rows inside a form: no screenful of height kept for it. */
  compact?: boolean
  /** Columns a screen draws itself. */
  cells?: CellRenderers | undefined
  /** A screen's own buttons in a row's actions, before the generic ones. */
  rowActions?: ((row: Row) => ReactNode) | undefined
  /**
   * Rows chosen for an action on several at once (ids). Given with `onSelect`, each row gets a
   * checkbox (Shift extends from the last one clicked; Space toggles, arrows move between them)
   * and the header one selects the page.
   */
  selected?: ReadonlySet<number> | undefined
  onSelect?: ((next: Set<number>) => void) | undefined
}

/**
 * Spec section 2: scroll positions are saved and restored. The rows scroll inside their own
 * box, which the router's window scroll restoration does not see, so the list keeps its own.
 */
const savedScroll = new Map<string, number>()

const features = tableFeatures({})
const ROW_HEIGHT = 38
/**
 * The scroll box's height: the window's less the frame around the list (top bar, heading,
 * filters, pager), or a fixed one where a list sits inside another screen. Set here rather than
 * in the stylesheet so the first draw knows it without measuring (see below).
 */
const BOX = { frame: 260, min: 200, compact: 320, border: 2 } as const
function boxStyle(compact: boolean | undefined): CSSProperties {
  return compact
    ? { maxHeight: BOX.compact }
    : { maxHeight: `calc(100vh - ${BOX.frame}px)`, minHeight: BOX.min }
}
/** The box's inner size when the rows fill it, as `boxStyle` makes it. */
function boxRect(compact: boolean | undefined): Rect {
  const outer = compact ? BOX.compact : Math.max(BOX.min, window.innerHeight - BOX.frame)
  return { width: window.innerWidth, height: outer - BOX.border }
}

/**
 * The scroll box's size for the virtualizer: as its style makes it when rows fill it, known
 * from the window's height without measuring, and told again when the window is resized. The
 * library's default measures the box while React commits the table: a forced layout of the
 * whole new page inside the commit, and, when the box was still empty or its answer differed
 * from the assumed size, a second drawing of the table before the first paint. A box with fewer
 * rows than it holds is shorter, but then every row is drawn anyway.
 */
const sizeFromWindow =
  (compact: boolean | undefined) =>
  (_: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void): (() => void) => {
    const report = () => onRect(boxRect(compact))
    window.addEventListener('resize', report)
    return () => window.removeEventListener('resize', report)
  }
const OBSERVE_BOX = { full: sizeFromWindow(false), compact: sizeFromWindow(true) }

/**
 * The rows of one page: TanStack Table for the columns, TanStack Virtual for long pages. Drawn
 * only when its props change (the list screen keeps them still while the next page loads).
 */
export const ResourceTable = memo(Table)

function Table(props: ResourceTableProps) {
  const { def, rows, refs, sort, onSort, onOpen, onDelete, canWrite, dataKey, scrollKey } = props
  const shown = props.columns ?? def.list
  const { field, enumValue, t, language } = useLabels(def)
  const { cells, rowActions, selected, onSelect } = props
  const selectable = selected !== undefined && onSelect !== undefined
  const ids = useMemo(() => rows.map((r) => r.id), [rows])
  // The row last clicked (its position on this page), where a Shift-click's range starts.
  const anchor = useRef<number | null>(null)
  const shiftHeld = useRef(false)
  const headerBox = useRef<HTMLInputElement>(null)
  const headState = selectable ? pageState(selected, ids) : 'none'
  useLayoutEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = headState === 'some'
  }, [headState])
  useLayoutEffect(() => {
    anchor.current = null
  }, [ids])
  const columns = useMemo<ColumnDef<typeof features, Row>[]>(() => {
    const yesNo: [string, string] = [t('common:yes'), t('common:no')]
    return shown.map((name) => {
      const spec = fieldOf(def, name)
      return {
        id: name,
        accessorFn: (row: Row) => row[name],
        header: () => field(name),
        cell: (info) => {
          const value = info.getValue()
          const names = spec?.kind === 'ref' && value != null ? refs?.[name] : undefined
          const text = names
            ? (names[String(value)] ?? `#${String(value)}`)
            : formatCell(spec, value, (v) => enumValue(name, v), yesNo, language)
          const own = cells?.[name]
          return own ? own(info.row.original, text) : text
        },
      }
    })
  }, [def, shown, field, enumValue, t, language, refs, cells])
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) })
  // Every row's buttons say the same words: looked up once per language, not per row and render.
  const words = useMemo(
    () => ({
      view: t('common:record.view'),
      edit: t('common:record.edit'),
      clone: t('common:record.clone'),
      delete: t('common:record.delete'),
      selectRow: t('common:list.select_row', { name: SLOT }),
    }),
    [t],
  )

  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer's functions are read in this render only, never handed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // The box's size without measuring it (see sizeFromWindow).
    initialRect: boxRect(props.compact),
    observeElementRect: props.compact ? OBSERVE_BOX.compact : OBSERVE_BOX.full,
  })
  const restored = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (rows.length === 0 || restored.current === scrollKey) return
    restored.current = scrollKey
    const offset = savedScroll.get(scrollKey)
    // A new query (another filter or page) starts at the top; a return to this entry where it was.
    const target = offset ?? 0
    // Already there (a page turned at the top): the virtualizer would still measure the table
    // to clamp the offset, a layout of the whole page in the middle of drawing it.
    if (virtualizer.scrollOffset === target) return
    virtualizer.scrollToOffset(target)
  }, [rows.length, scrollKey, virtualizer])
  const items = virtualizer.getVirtualItems()
  const onScreen = Math.ceil((virtualizer.scrollRect?.height ?? 720) / ROW_HEIGHT)
  const stagger = useStagger(dataKey, onScreen)
  const tableRows = table.getRowModel().rows
  const padTop = items[0]?.start ?? 0
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
  const colSpan = shown.length + 1 + (selectable ? 1 : 0)
  const recordTitle = (row: Row) => String(row[def.titleField] ?? row.id)

  const pick = (index: number, range: boolean) => {
    if (!selectable) return
    onSelect(toggleRow(selected, ids, index, anchor.current, range))
    anchor.current = index
  }
  /** Up and down move between the rows' checkboxes, scrolling the next one into the page. */
  const onBoxKey = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    shiftHeld.current = e.shiftKey
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const target = index + (e.key === 'ArrowDown' ? 1 : -1)
    if (target < 0 || target >= rows.length) return
    e.preventDefault()
    const focus = () => {
      const box = scrollRef.current?.querySelector<HTMLInputElement>(
        `tr[data-index="${target}"] input[type="checkbox"]`,
      )
      box?.focus()
      return box !== null && box !== undefined
    }
    if (!focus()) {
      virtualizer.scrollToIndex(target)
      requestAnimationFrame(() => void focus())
    }
  }

  const rowKeys = useRowKeys({
    box: scrollRef,
    count: rows.length,
    scrollTo: (index) => virtualizer.scrollToIndex(index),
    onOpen: (index) => rows[index] && onOpen(rows[index], 'view'),
    onToggle: selectable ? (index) => pick(index, false) : undefined,
  })

  return (
    <div
      ref={scrollRef}
      className="rl-scroll"
      style={boxStyle(props.compact)}
      onScroll={(e) => savedScroll.set(scrollKey, e.currentTarget.scrollTop)}
      onKeyDown={rowKeys.onKeyDown}
      onFocus={rowKeys.onFocus}
    >
      {/* Only the rows on screen are in the document: the counts tell assistive technology the rest. */}
      <table className="rl-table" aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {selectable && (
                <th scope="col" className="rl-select">
                  <input
                    ref={headerBox}
                    type="checkbox"
                    aria-label={t('common:list.select_page')}
                    checked={headState === 'all'}
                    disabled={ids.length === 0}
                    onChange={() => onSelect(togglePage(selected, ids))}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const id = header.column.id
                const dir = sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : 'none'
                const sortable = !['json', 'text'].includes(fieldOf(def, id)?.kind ?? '')
                return (
                  <th key={header.id} scope="col" aria-sort={dir}>
                    {sortable ? (
                      <button type="button" className="rl-sort" onClick={() => onSort(id)}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true" className="rl-sort__arrow">
                          {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                )
              })}
              <th scope="col">{t('common:list.actions')}</th>
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={colSpan} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const tableRow = tableRows[item.index]
            if (!tableRow) return null
            const row = tableRow.original
            const name = recordTitle(row)
            const delay = stagger(item.index - (items[0]?.index ?? 0))
            return (
              <tr
                key={tableRow.id}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                tabIndex={rowKeys.tabIndexOf(item.index)}
                className={delay === undefined ? undefined : 'rl-enter'}
                style={delay === undefined ? undefined : { animationDelay: `${delay}ms` }}
                aria-selected={selectable ? selected.has(row.id) : undefined}
              >
                {selectable && (
                  <td className="rl-select">
                    <input
                      type="checkbox"
                      aria-label={fillSlot(words.selectRow, `№${row.id} ${name}`)}
                      checked={selected.has(row.id)}
                      onKeyDown={(e) => onBoxKey(e, item.index)}
                      onKeyUp={(e) => {
                        shiftHeld.current = e.shiftKey
                      }}
                      onBlur={() => {
                        shiftHeld.current = false
                      }}
                      onChange={(e) => {
                        const native = e.nativeEvent as Partial<MouseEvent>
                        pick(item.index, native.shiftKey === true || shiftHeld.current)
                      }}
                    />
                  </td>
                )}
                {tableRow.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    {cell.column.id === 'id' ? (
                      <Link to={`/${def.table}/${row.id}`}>{String(row.id)}</Link>
                    ) : (
                      flexRender(cell.column.columnDef.cell, cell.getContext())
                    )}
                  </td>
                ))}
                <td className="rl-actions">
                  {rowActions?.(row)}
                  <button
                    type="button"
                    onClick={() => onOpen(row, 'view')}
                    aria-label={`${words.view} ${name}`}
                  >
                    <RowIcon name="view" />
                  </button>
                  {canWrite && (
                    <>
                      <button
                        type="button"
                        onClick={() => onOpen(row, 'edit')}
                        aria-label={`${words.edit} ${name}`}
                      >
                        <RowIcon name="edit" />
                      </button>
                      <button
                        type="button"
                        onClick={() => onOpen(row, 'clone')}
                        aria-label={`${words.clone} ${name}`}
                      >
                        <RowIcon name="clone" />
                      </button>
                    </>
                  )}
                  {onDelete && (
                    <button
                      type="button"
                      onClick={() => onDelete(row)}
                      aria-label={`${words.delete} ${name}`}
                    >
                      <RowIcon name="delete" />
                    </button>
                  )}
                </td>
              </tr>
            )
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={colSpan} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
