import { memo, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react'
import { useTable, type ColumnDef } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { RefLabels } from '@shared/contract/schemas'
import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from './listUrl'
import { formatCell } from './format'
import { useLabels } from './labels'
import { useShopSettings, type Row } from './queries'
import { namesFromSettings, shopName } from './shopNames'
import { useStagger } from '../components/list/useStagger'
import { useListTexts } from '../i18n/lists'
import { features } from './table/features'
import { ROW_HEIGHT, scrollBox, useBox } from './table/box'
import { TableHead } from './table/TableHead'
import { BodyRow, useRowWords } from './table/BodyRow'
import { useColumnLayout } from './table/useColumnLayout'
import { columnCap, columnsToHide, yieldOrder } from './table/fit'
import { useAvailableWidth } from './table/useAvailableWidth'
import { useListPref } from './listPrefs'
import { useRowSelection } from './table/useRowSelection'
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
  /**
   * The widest (px) a column the screen draws itself may be, where the kind's width
   * (`table/fit.ts`) is too narrow for it (a phone with its operator's tag).
   */
  widths?: Partial<Record<string, number>> | undefined
  /** A screen's own buttons in a row's actions, before the generic ones. */
  rowActions?: ((row: Row) => ReactNode) | undefined
  /**
   * Rows chosen for an action on several at once (ids). Given with `onSelect`, each row gets a
   * checkbox (Shift extends from the last one clicked; Space toggles, arrows move between them)
   * and the header one selects the page.
   */
  selected?: ReadonlySet<number> | undefined
  onSelect?: ((next: Set<number>) => void) | undefined
  /**
   * The list whose column widths, hidden columns and order the user may change, remembered on
   * the workstation under this name (the table's). Absent: the declared columns, as they are.
   */
  layoutKey?: string | undefined
}

/**
 * Spec section 2: scroll positions are saved and restored. The rows scroll inside their own
 * box, which the router's window scroll restoration does not see, so the list keeps its own.
 */
const savedScroll = new Map<string, number>()

/**
 * The rows of one page: TanStack Table for the columns, TanStack Virtual for long pages. Drawn
 * only when its props change (the list screen keeps them still while the next page loads).
 */
export const ResourceTable = memo(Table)

/**
 * The list's scroll position: a new query (another filter or page) starts at the top, a return
 * to this entry where it was.
 */
function useRestoredScroll(
  virtualizer: { scrollOffset: number | null; scrollToOffset: (offset: number) => void },
  rowCount: number,
  scrollKey: string,
) {
  const restored = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (rowCount === 0 || restored.current === scrollKey) return
    restored.current = scrollKey
    const target = savedScroll.get(scrollKey) ?? 0
    // Already there (a page turned at the top): the virtualizer would still measure the table
    // to clamp the offset, a layout of the whole page in the middle of drawing it.
    if (virtualizer.scrollOffset === target) return
    virtualizer.scrollToOffset(target)
  }, [rowCount, scrollKey, virtualizer])
}

function Table(props: ResourceTableProps) {
  const { def, rows, sort, onSort, onOpen, onDelete, canWrite, dataKey, scrollKey } = props
  const shown = props.columns ?? def.list
  const { field, t } = useLabels(def)
  const { rowActions, selected, onSelect } = props
  const selectable = selected !== undefined && onSelect !== undefined
  const ids = useMemo(() => rows.map((r) => r.id), [rows])
  const columns = useColumns(props, shown)
  const scrollRef = useRef<HTMLDivElement>(null)
  const fit = useFit(props, shown, scrollRef)
  const layout = useColumnLayout(props.layoutKey, fit.hidden)
  const layoutShown = props.layoutKey ? layout : undefined
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: {
      columnSizing: layout.sizing,
      columnVisibility: layout.visibility,
      columnOrder: layout.order,
    },
    onColumnSizingChange: layout.onSizing,
    onColumnVisibilityChange: layout.onVisibility,
    onColumnOrderChange: layout.onOrder,
  })
  const words = useRowWords(t)
  const box = useBox(scrollRef, props.compact, def.table, props.layoutKey, fit.measuring)
  // Rows are drawn once the box is measured (useAvailableWidth), in the same task.
  const drawn = fit.measuring ? 0 : rows.length
  // The virtualizer's functions are read in this render only, never handed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: drawn,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // The box's size without measuring it (see useBox).
    initialRect: box.initialRect,
    observeElementRect: box.observe,
    // No scroll to the top the new box is at (see scrollBox).
    scrollToFn: scrollBox,
  })
  useRestoredScroll(virtualizer, drawn, scrollKey)
  const items = virtualizer.getVirtualItems()
  const onScreen = Math.ceil((virtualizer.scrollRect?.height ?? 720) / ROW_HEIGHT)
  const stagger = useStagger(dataKey, onScreen)
  const tableRows = table.getRowModel().rows
  const padTop = items[0]?.start ?? 0
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
  const colSpan = table.getVisibleLeafColumns().length + 1 + (selectable ? 1 : 0)
  const recordTitle = (row: Row) => String(row[def.titleField] ?? row.id)
  const selection = useRowSelection(selected, onSelect, ids, scrollRef, (index) =>
    virtualizer.scrollToIndex(index),
  )

  const rowKeys = useRowKeys({
    box: scrollRef,
    count: rows.length,
    scrollTo: (index) => virtualizer.scrollToIndex(index),
    onOpen: (index) => rows[index] && onOpen(rows[index], 'view'),
    onToggle: selectable
      ? (index) => selection.row(index, ids[index] ?? 0)?.onChange(false)
      : undefined,
  })

  return (
    <div
      ref={scrollRef}
      className="rl-scroll"
      style={box.style}
      onScroll={(e) => savedScroll.set(scrollKey, e.currentTarget.scrollTop)}
      onKeyDown={rowKeys.onKeyDown}
      onFocus={rowKeys.onFocus}
    >
      {/* Only the rows on screen are in the document: the counts tell assistive technology the rest. */}
      <table
        className="ui-table ui-table--small ui-table--sticky rl-table"
        aria-rowcount={rows.length + 1}
      >
        <TableHead
          table={table}
          def={def}
          sort={sort}
          onSort={onSort}
          shown={shown}
          label={field}
          layout={layoutShown}
          selectRef={selection.headerRef}
          select={selection.head}
          caps={fit.caps}
        />
        <tbody>
          <Spacer height={padTop} colSpan={colSpan} />
          {items.map((item) => {
            const tableRow = tableRows[item.index]
            if (!tableRow) return null
            const row = tableRow.original
            // Keyed by place, not by record: a page turn fills the rows already drawn with the
            // next page's values instead of dropping them and building new ones (cells, buttons,
            // icons). BodyRow keeps each cell's own content keyed by its record.
            return (
              <BodyRow
                key={item.index}
                row={tableRow}
                index={item.index}
                table={def.table}
                name={recordTitle(row)}
                words={words}
                layout={layoutShown}
                fit={fit}
                delay={stagger(item.index - (items[0]?.index ?? 0))}
                canWrite={canWrite}
                onOpen={onOpen}
                onDelete={onDelete}
                actions={rowActions?.(row)}
                select={selection.row(item.index, row.id)}
                tabIndex={rowKeys.tabIndexOf(item.index)}
              />
            )
          })}
          <Spacer height={padBottom} colSpan={colSpan} />
        </tbody>
      </table>
    </div>
  )
}

const NO_COLUMNS: readonly string[] = []

/** The height of the rows above or below those on screen, as one empty row. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}

/**
 * The columns a box too narrow for all of them hides (`table/fit.ts`), each column's widest
 * width, and the full text of a value an ellipsis may cut (its cell's tooltip).
 */
function useFit(
  props: ResourceTableProps,
  shown: readonly string[],
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const { def, refs, widths } = props
  // The lists' texts (the column menu's, the resize handles') are in their own namespace.
  useListTexts()
  const pref = useListPref(props.layoutKey)
  const { width: available, measuring } = useAvailableWidth(
    scrollRef,
    props.layoutKey ?? def.table,
    props.layoutKey,
  )
  const caps = useMemo(
    () => Object.fromEntries(shown.map((c) => [c, columnCap(def, c, widths?.[c])])),
    [def, shown, widths],
  )
  const hidden = useMemo(() => {
    if (available === null) return NO_COLUMNS
    const userHidden = new Set(pref.hidden)
    const found = columnsToHide({
      available,
      columns: shown.filter((c) => !userHidden.has(c)),
      width: (c) => pref.sizing?.[c] ?? caps[c] ?? 0,
      order: yieldOrder(def, shown),
      kept: new Set(pref.shown),
    })
    return found.length > 0 ? found : NO_COLUMNS
  }, [available, shown, caps, def, pref.hidden, pref.shown, pref.sizing])
  const titleOf = useMemo(
    () =>
      (column: string, row: Row): string | undefined => {
        const value = row[column]
        if (value == null) return undefined
        const kind = fieldOf(def, column)?.kind
        const text =
          kind === 'ref'
            ? refs?.[column]?.[String(value)]
            : kind === 'string' || kind === 'text'
              ? String(value)
              : undefined
        return text !== undefined && text.length > 16 ? text : undefined
      },
    [def, refs],
  )
  return { hidden, caps, titleOf, measuring }
}

/** The declared columns as TanStack Table's: the generic cell text, or the screen's own cell. */
function useColumns(props: ResourceTableProps, shown: readonly string[]) {
  const { def, refs, cells } = props
  const { field, enumValue, t, language } = useLabels(def)
  const settings = useShopSettings(namesFromSettings(def)).data
  return useMemo<ColumnDef<typeof features, Row>[]>(() => {
    const yesNo: [string, string] = [t('common:yes'), t('common:no')]
    return shown.map((name) => {
      const spec = fieldOf(def, name)
      return {
        id: name,
        accessorFn: (row: Row) => row[name],
        header: () => field(name),
        enableHiding: name !== 'id',
        cell: (info) => {
          const value = info.getValue()
          const names = spec?.kind === 'ref' && value != null ? refs?.[name] : undefined
          const named =
            spec?.kind === 'string' && typeof value === 'string'
              ? shopName(def.table, name, value, settings, t)
              : undefined
          const text = names
            ? (names[String(value)] ?? `#${String(value)}`)
            : (named ?? formatCell(spec, value, (v) => enumValue(name, v), yesNo, language))
          const own = cells?.[name]
          return own ? own(info.row.original, text) : text
        },
      }
    })
  }, [def, shown, field, enumValue, t, language, refs, cells, settings])
}
