import type { Key, ReactNode } from 'react'

/** One column: its heading (empty: a cell of buttons, named by `label`) and its cell. */
export interface ReviewColumn<Row> {
  header: string
  /** The heading's accessible name when `header` is empty (a column of buttons). */
  label?: string
  cell: (row: Row) => ReactNode
  /** The cell that names the row for a screen reader (one per table). */
  rowHeader?: boolean
  className?: string
}

/**
 * The supplier screens' result tables (a price list's changes, a feed's results and its run
 * log): columns as data, so each table is a list of columns, not a copy of the markup. An empty
 * list says `empty` instead.
 */
export function ReviewTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  marked,
  empty,
}: {
  label: string
  columns: ReviewColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  /** Rows drawn as needing attention (a change, a failure). */
  marked?: (row: Row) => boolean
  empty: ReactNode
}) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table className="ui-table ui-table--surface inv-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" aria-label={c.header ? undefined : c.label}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={marked?.(row) ? 'inv-row inv-row--mismatch' : 'inv-row'}>
            {columns.map((c, i) =>
              c.rowHeader ? (
                <th key={i} scope="row" className={c.className}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={i} className={c.className}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
