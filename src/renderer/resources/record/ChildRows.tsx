import { useState } from 'react'
import { getResource } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { useTableRights } from '../../app/rights'
import { useConfirm } from '../../components/dialogs/DialogProvider'
import { useLabels } from '../labels'
import { nextSort } from '../listUrl'
import { useDeleteRecord } from '../mutations'
import { useResourceList, type Row } from '../queries'
import { ResourceTable } from '../ResourceTable'
import { useOpenRecord } from './opener'

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

/** One child table: the list's own table (names for references, sorting), in a compact box. */
function ChildTable({ def, foreignKey, parentId, readOnly }: ChildTableProps) {
  const { title, t } = useLabels(def)
  const [sort, setSort] = useState(def.sort)
  const list = useResourceList(def.table, {
    filter: { [foreignKey]: parentId },
    sort,
    page: 1,
    per_page: 500,
  })
  const confirm = useConfirm()
  const del = useDeleteRecord(def.table)
  const openRecord = useOpenRecord()
  const rights = useTableRights(def)
  const canWrite = !readOnly && rights.write
  const rows = list.data?.data ?? []
  const name = (row: Row) => String(row[def.titleField] ?? row.id)
  const preset = { [foreignKey]: parentId }

  const onDelete = (row: Row) => {
    void confirm({
      body: t('common:record.delete_confirm', {
        name: name(row),
        id: row.id,
      }),
    }).then((yes) => yes && del.mutate(row.id))
  }

  return (
    <section className="rf-children" aria-label={title}>
      <h3>{title}</h3>
      {list.isError && !list.data ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 && !list.isFetching ? (
        <p className="rl-state">{t('common:list.empty')}</p>
      ) : (
        <ResourceTable
          def={def}
          rows={rows}
          refs={list.data?.refs}
          columns={def.list.filter((column) => column !== foreignKey)}
          compact
          sort={sort}
          onSort={(column) => setSort(nextSort(def, sort, column) ?? def.sort)}
          dataKey={list.dataUpdatedAt}
          scrollKey={`child:${def.table}:${parentId}`}
          canWrite={canWrite}
          onOpen={(row, mode) =>
            openRecord({ def, mode: canWrite ? mode : 'view', id: row.id, preset })
          }
          onDelete={!readOnly && rights.delete ? onDelete : undefined}
        />
      )}
      {canWrite && (
        <button
          type="button"
          className="btn"
          onClick={() => openRecord({ def, mode: 'new', preset })}
        >
          {t('common:record.add_child', { title })}
        </button>
      )}
    </section>
  )
}
