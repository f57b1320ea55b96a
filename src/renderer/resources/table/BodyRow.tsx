import { Fragment, useMemo, type KeyboardEvent, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { flexRender, type Row as TableRow } from '@tanstack/react-table'
import { RowIcon } from '../../components/list/RowIcon'
import { GoLink } from '../../components/ui/GoLink'
import { SLOT, fillSlot } from '../../i18n/slot'
import type { Row } from '../queries'
import type { Features } from './features'
import type { ColumnLayout } from './useColumnLayout'
import { widthStyle } from './TableHead'
import type { RecordMode } from '../record/formValues'

/** How a row's cells fit their columns. */
export interface CellFit {
  /** Each column's widest width (px) unless the user set one (`fit.ts`). */
  caps: Readonly<Record<string, number>>
  /** A value's full text where an ellipsis may cut it: its cell's tooltip. */
  titleOf: (column: string, row: Row) => string | undefined
}

/** Every row's buttons say the same words: looked up once per language, not per row. */
export interface RowWords {
  view: string
  edit: string
  clone: string
  delete: string
  selectRow: string
}

export function useRowWords(t: TFunction): RowWords {
  return useMemo(
    () => ({
      view: t('common:record.view'),
      edit: t('common:record.edit'),
      clone: t('common:record.clone'),
      delete: t('common:record.delete'),
      selectRow: t('lists:select_row', { name: SLOT }),
    }),
    [t],
  )
}

export interface BodyRowProps {
  row: TableRow<Features, Row>
  index: number
  table: string
  name: string
  words: RowWords
  layout: ColumnLayout | undefined
  fit: CellFit
  /** The entrance's delay (ms), while the rows of a new page come in. */
  delay: number | undefined
  canWrite: boolean
  onOpen: (row: Row, mode: RecordMode) => void
  onDelete?: ((row: Row) => void) | undefined
  actions?: ReactNode
  /** The row's checkbox, where rows can be selected. */
  select?: {
    checked: boolean
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void
    onKeyUp: (e: KeyboardEvent<HTMLInputElement>) => void
    onBlur: () => void
    onChange: (shift: boolean) => void
  }
  /** 0 for the row that is the list's one Tab stop, -1 for the others (`useRowKeys`). */
  tabIndex: number
}

/** One row of the list: its checkbox, its cells in the columns shown, its buttons. */
export function BodyRow(props: BodyRowProps) {
  const { row: tableRow, index, name, words, layout, delay, select, canWrite } = props
  const row = tableRow.original
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={props.tabIndex}
      className={delay === undefined ? undefined : 'rl-enter'}
      style={delay === undefined ? undefined : { animationDelay: `${delay}ms` }}
      aria-selected={select ? select.checked : undefined}
    >
      {select && (
        <td className="rl-select">
          <input
            type="checkbox"
            className="ui-checkbox"
            aria-label={fillSlot(words.selectRow, `№${row.id} ${name}`)}
            checked={select.checked}
            onKeyDown={select.onKeyDown}
            onKeyUp={select.onKeyUp}
            onBlur={select.onBlur}
            onChange={(e) => {
              const native = e.nativeEvent as Partial<MouseEvent>
              select.onChange(native.shiftKey === true)
            }}
          />
        </td>
      )}
      {tableRow.getVisibleCells().map((cell) => (
        <td
          key={cell.column.id}
          style={widthStyle(layout, cell.column.id, props.fit.caps[cell.column.id])}
          title={props.fit.titleOf(cell.column.id, row)}
        >
          {cell.column.id === 'id' ? (
            <GoLink to={`/${props.table}/${row.id}`}>{String(row.id)}</GoLink>
          ) : (
            // A screen's own cell (a photo, a phone with its operator) starts afresh for another
            // record; the row and the cell around it stay.
            <Fragment key={row.id}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Fragment>
          )}
        </td>
      ))}
      <td className="rl-actions">
        {props.actions}
        <button
          type="button"
          className="ui-icon-button ui-icon-button--row"
          onClick={() => props.onOpen(row, 'view')}
          aria-label={`${words.view} ${name}`}
        >
          <RowIcon name="view" />
        </button>
        {canWrite && (
          <>
            <button
              type="button"
              className="ui-icon-button ui-icon-button--row"
              onClick={() => props.onOpen(row, 'edit')}
              aria-label={`${words.edit} ${name}`}
            >
              <RowIcon name="edit" />
            </button>
            <button
              type="button"
              className="ui-icon-button ui-icon-button--row"
              onClick={() => props.onOpen(row, 'clone')}
              aria-label={`${words.clone} ${name}`}
            >
              <RowIcon name="clone" />
            </button>
          </>
        )}
        {props.onDelete && (
          <button
            type="button"
            className="ui-icon-button ui-icon-button--row"
            onClick={() => props.onDelete?.(row)}
            aria-label={`${words.delete} ${name}`}
          >
            <RowIcon name="delete" />
          </button>
        )}
      </td>
    </tr>
  )
}
