import {
  lazy,
  Suspense,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ReactTable } from '@tanstack/react-table'
import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from '../listUrl'
import type { Row } from '../queries'
import type { Features } from './features'
import { COLUMN_SIZE, type ColumnLayout } from './useColumnLayout'
import type { MenuColumn } from './ColumnMenu'

const ColumnMenu = lazy(() => import('./ColumnMenu'))

export interface TableHeadProps {
  table: ReactTable<Features, Row>
  def: ResourceDef
  sort: string
  onSort: (column: string) => void
  /** The declared columns, in their declared order (the column menu lists them). */
  shown: readonly string[]
  label: (column: string) => string
  /** Absent where the list's columns are not the user's to change (a table inside a form). */
  layout: ColumnLayout | undefined
  /** The page's checkbox, where rows can be selected. */
  select?: { all: boolean; none: boolean; toggle: () => void } | undefined
  selectRef: RefObject<HTMLInputElement | null>
  /** Each column's widest width (px) unless the user set one (`fit.ts`). */
  caps: Readonly<Record<string, number>>
}

/**
 * A column's width for its header and cells: the one set by the user (px), else the table's
 * own up to the column's widest (`fit.ts`), where a longer value ends in an ellipsis.
 */
export function widthStyle(layout: ColumnLayout | undefined, id: string, cap?: number) {
  const size = layout?.sizing[id]
  if (size !== undefined) return { width: size, minWidth: size, maxWidth: size }
  return cap === undefined ? undefined : { maxWidth: cap }
}

/** The header row: the page's checkbox, sortable headers with their width handles, the menu. */
export function TableHead(props: TableHeadProps) {
  const { table, def, sort, onSort, layout, select, selectRef, caps } = props
  const { t } = useTranslation(['common', 'lists'])
  return (
    <thead>
      <tr aria-rowindex={1}>
        {select && (
          <th scope="col" className="rl-select">
            <input
              ref={selectRef}
              type="checkbox"
              className="ui-checkbox"
              aria-label={t('lists:select_page')}
              checked={select.all}
              disabled={select.none}
              onChange={select.toggle}
            />
          </th>
        )}
        {table.getVisibleLeafColumns().map((column) => {
          const id = column.id
          const dir = sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : 'none'
          const sortable = !['json', 'text'].includes(fieldOf(def, id)?.kind ?? '')
          const header = props.label(id)
          return (
            <th key={id} scope="col" aria-sort={dir} style={widthStyle(layout, id, caps[id])}>
              {sortable ? (
                <button type="button" className="rl-sort" title={header} onClick={() => onSort(id)}>
                  <span className="rl-sort__text">{header}</span>
                  <span aria-hidden="true" className="rl-sort__arrow">
                    {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : ''}
                  </span>
                </button>
              ) : (
                header
              )}
              {layout && <ResizeHandle id={id} label={header} layout={layout} />}
            </th>
          )
        })}
        <th scope="col" className="rl-actions-head">
          <span>{t('common:list.actions')}</span>
          {layout && <ColumnsButton {...props} layout={layout} />}
        </th>
      </tr>
    </thead>
  )
}

/**
 * A column's right edge: drag it, or focus it and press the arrows, to change the width. The
 * width starts from the column's drawn one, not from a size the table assumed.
 */
function ResizeHandle({ id, label, layout }: { id: string; label: string; layout: ColumnLayout }) {
  const { t } = useTranslation('lists')
  const drawn = (handle: Element) => handle.parentElement?.getBoundingClientRect().width ?? 0
  // A splitter says where it stands: the width set, else the one the browser drew, measured when
  // the splitter takes the focus, where a screen reader reads it (measured as the table is
  // drawn, it would lay out the whole new page in the middle of the commit).
  const [drawnWidth, setDrawnWidth] = useState<number | null>(null)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    e.preventDefault()
    const handle = e.currentTarget
    const start = e.clientX
    const width = layout.sizing[id] ?? drawn(handle)
    handle.setPointerCapture(e.pointerId)
    const move = (ev: globalThis.PointerEvent) =>
      layout.onSizing((old) => ({ ...old, [id]: width + ev.clientX - start }))
    const end = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', end)
      handle.removeEventListener('pointercancel', end)
      layout.commitSizing()
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', end)
    handle.addEventListener('pointercancel', end)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (by === 0) return
    e.preventDefault()
    const width = layout.sizing[id] ?? drawn(e.currentTarget)
    layout.resizeTo(id, width + by * COLUMN_SIZE.step)
  }
  return (
    // A focusable separator is the ARIA pattern for a splitter the keyboard moves.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('column_width', { name: label })}
      aria-valuenow={Math.round(layout.sizing[id] ?? drawnWidth ?? COLUMN_SIZE.min)}
      aria-valuemin={COLUMN_SIZE.min}
      aria-valuemax={COLUMN_SIZE.max}
      tabIndex={0}
      className="rl-resize"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onFocus={(e) => setDrawnWidth(Math.round(drawn(e.currentTarget)))}
      onDoubleClick={() => layout.dropSize(id)}
      onClick={(e) => e.stopPropagation()}
    />
  )
}

/** The column menu's button; the menu's code loads when it first opens. */
function ColumnsButton(props: TableHeadProps & { layout: ColumnLayout }) {
  const { shown, label, layout } = props
  const { t } = useTranslation('lists')
  const button = useRef<HTMLButtonElement>(null)
  const [at, setAt] = useState<{ top: number; right: number } | null>(null)
  const close = () => {
    setAt(null)
    button.current?.focus()
  }
  const ids = [...layout.order.filter((id) => shown.includes(id))]
  for (const id of shown) if (!ids.includes(id)) ids.push(id)
  const columns: MenuColumn[] = ids.map((id) => ({
    id,
    label: label(id),
    visible: layout.visibility[id] !== false,
    canHide: id !== 'id',
  }))
  const move = (id: string, by: -1 | 1) => {
    const next = [...ids]
    const from = next.indexOf(id)
    next.splice(from, 1)
    next.splice(from + by, 0, id)
    layout.onOrder(next)
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ui-icon-button rl-columns-button"
        aria-label={t('columns')}
        title={t('columns')}
        aria-haspopup="dialog"
        aria-expanded={at !== null}
        onClick={(e) => {
          if (at) return close()
          const rect = e.currentTarget.getBoundingClientRect()
          setAt({ top: rect.bottom + 4, right: window.innerWidth - rect.right })
        }}
      >
        <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 3h12M2 8h12M2 13h12" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {at && (
        <Suspense fallback={null}>
          <ColumnMenu
            columns={columns}
            at={at}
            onToggle={(id, visible) => layout.onVisibility((old) => ({ ...old, [id]: visible }))}
            onMove={move}
            onReset={layout.reset}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
