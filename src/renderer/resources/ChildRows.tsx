import { useState } from 'react'
import { getResource } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { RecordWindow } from '../components/dialogs/RecordWindow'
import { useConfirm } from '../components/dialogs/DialogProvider'
import { fieldOf } from './listUrl'
import { RowIcon } from '../components/list/RowIcon'
import { formatCell } from './format'
import { useLabels } from './labels'
import { useDeleteRecord } from './mutations'
import { useResourceList, type Row } from './queries'
import type { RecordMode } from './formValues'

/** Rows of the declared child tables inside a record's form (an order's items). */
export function ChildRows({
  def,
  parentId,
  readOnly,
}: {
  def: ResourceDef
  parentId: number
  readOnly: boolean
}) {
  return (
    <>
      {(def.children ?? []).map((child) => {
        const childDef = getResource(child.table)
        if (!childDef) return null
        return (
          <ChildTable
            key={child.table}
            def={childDef}
            foreignKey={child.foreignKey}
            parentId={parentId}
            readOnly={readOnly}
          />
        )
      })}
    </>
  )
}

interface ChildTableProps {
  def: ResourceDef
  foreignKey: string
  parentId: number
  readOnly: boolean
}

function ChildTable({ def, foreignKey, parentId, readOnly }: ChildTableProps) {
  const { title, field, enumValue, t } = useLabels(def)
  const list = useResourceList(def.table, {
    filter: { [foreignKey]: parentId },
    sort: def.sort,
    page: 1,
    per_page: 500,
  })
  const confirm = useConfirm()
  const del = useDeleteRecord(def.table)
  const [open, setOpen] = useState<{ mode: RecordMode; id?: number } | null>(null)
  const columns = def.list.filter((name) => name !== foreignKey)
  const rows = list.data?.data ?? []
  const yesNo: [string, string] = [
    t('common:yes', { defaultValue: 'Так' }),
    t('common:no', { defaultValue: 'Ні' }),
  ]
  const name = (row: Row) => String(row[def.titleField] ?? row.id)

  return (
    <section className="rf-children" aria-label={title}>
      <h3>{title}</h3>
      {list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <table className="rl-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {field(c)}
                </th>
              ))}
              {!readOnly && (
                <th scope="col">{t('common:list.actions', { defaultValue: 'Дії' })}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !list.isFetching && (
              <tr>
                <td colSpan={columns.length + 1}>
                  {t('common:list.empty', { defaultValue: 'Нічого не знайдено' })}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c}>
                    {formatCell(fieldOf(def, c), row[c], (v) => enumValue(c, v), yesNo)}
                  </td>
                ))}
                {!readOnly && (
                  <td className="rl-actions">
                    <button
                      type="button"
                      aria-label={`${t('common:record.edit', { defaultValue: 'Редагувати' })} ${name(row)}`}
                      onClick={() => setOpen({ mode: 'edit', id: row.id })}
                    >
                      <RowIcon name="edit" />
                    </button>
                    <button
                      type="button"
                      aria-label={`${t('common:record.delete', { defaultValue: 'Видалити' })} ${name(row)}`}
                      onClick={() => {
                        void confirm({
                          body: t('common:record.delete_confirm', {
                            defaultValue: 'Видалити запис «{{name}}» (№{{id}})?',
                            name: name(row),
                            id: row.id,
                          }),
                        }).then((yes) => yes && del.mutate(row.id))
                      }}
                    >
                      <RowIcon name="delete" />
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!readOnly && (
        <button type="button" className="btn" onClick={() => setOpen({ mode: 'new' })}>
          {t('common:record.add_child', { defaultValue: 'Додати: {{title}}', title })}
        </button>
      )}
      {open && (
        <RecordWindow
          def={def}
          mode={open.mode}
          id={open.id}
          preset={{ [foreignKey]: parentId }}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}
