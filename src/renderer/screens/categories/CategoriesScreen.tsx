import { ViewSwitch } from '../../resources/ViewSwitch'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { CategoryNode } from '@shared/contract/catalogue'
import { RESOURCES } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { useTableRights } from '../../app/rights'
import { ListScreen } from '../../resources/ListScreen'
import { useOpenRecord } from '../../resources/record/opener'
import { CategoryTree, CHILD_TYPE } from './CategoryTree'
import { useCategoryTree } from './queries'
import './categories.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

/**
 * `/categories`: the catalogue as a tree (brend > model > serie, and product categories), or
 * the generic list. The list is shown when asked for (`?view=list`) or when the address
 * carries a list's search, filters or page (the global search lands on `?title_full=...`).
 */
const def: ResourceDef = RESOURCES.categories

export default function CategoriesScreen() {
  const [params] = useSearchParams()
  useCatalogueTexts()
  const { t } = useTranslation(['catalogue', 'resources', 'common'])
  const asList = params.get('view') === 'list' || [...params.keys()].some((k) => k !== 'view')
  const switcher = (
    <ViewSwitch
      label={t('catalogue:views.label')}
      own={t('catalogue:views.tree')}
      list={t('catalogue:views.list')}
      asList={asList}
    />
  )
  return (
    <>
      {switcher}
      {asList ? <ListScreen def={def} /> : <TreeView />}
    </>
  )
}

function TreeView() {
  useCatalogueTexts()
  const { t } = useTranslation(['catalogue', 'resources', 'common'])
  const rights = useTableRights(def)
  const openRecord = useOpenRecord()
  const tree = useCategoryTree()

  const open = (id: number) => openRecord({ def, mode: rights.write ? 'edit' : 'view', id })
  const create = (parent?: CategoryNode) =>
    openRecord({
      def,
      mode: 'new',
      ...(parent ? { preset: { parent_id: parent.id, type: CHILD_TYPE[parent.type] } } : {}),
    })

  return (
    <section className="rl" aria-labelledby="ct-title">
      <header className="rl-head ui-compact">
        <h1 id="ct-title" tabIndex={-1}>
          {t('resources:categories.title')}
        </h1>
        {rights.write && (
          <button type="button" className="btn btn--primary" onClick={() => create()}>
            {t('common:record.create')}
          </button>
        )}
      </header>
      <div className="rl-loader" role="status" aria-live="polite" data-active={tree.isFetching}>
        {tree.isFetching ? t('common:list.loading') : ''}
      </div>
      {tree.isError && !tree.data ? (
        <div className="rl-state" role="alert">
          <p>{tree.error.message}</p>
          <button type="button" className="btn" onClick={() => void tree.refetch()}>
            {t('common:list.retry')}
          </button>
        </div>
      ) : tree.data?.length === 0 ? (
        <p className="rl-state">{t('catalogue:tree.empty')}</p>
      ) : tree.data ? (
        <CategoryTree rows={tree.data} canWrite={rights.write} onOpen={open} onAddChild={create} />
      ) : null}
    </section>
  )
}
