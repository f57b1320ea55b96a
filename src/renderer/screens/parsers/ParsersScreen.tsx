import { ViewSwitch } from '../../resources/ViewSwitch'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useSupplyTexts } from '../../i18n/supply'
import { RESOURCES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import '../inventory/inventory.css'
import { Feeds } from './Feeds'
import { PriceLists } from './PriceLists'
import { SupplierColumns } from './SupplierColumns'

/**
 * `/parsers`: supplier price lists (upload a file, review its dry run, apply or dismiss), each
 * supplier's columns (`?columns=<supplier>` names the one shown) and supplier feeds (read by the server on a schedule; their results reviewed here). The parsers'
 * generic list, where feeds are added and edited, is a click away.
 */
export default function ParsersScreen() {
  useSupplyTexts()
  const [params] = useSearchParams()
  const { t } = useTranslation(['supply'])
  const asList = params.get('view') === 'list'
  return (
    <>
      <ViewSwitch
        label={t('supply:parsers.views.label')}
        own={t('supply:parsers.views.runs')}
        list={t('supply:parsers.views.list')}
        asList={asList}
      />
      {asList ? (
        <ListScreen def={RESOURCES.parsers} />
      ) : (
        <>
          <PriceLists />
          <SupplierColumns />
          <Feeds />
        </>
      )}
    </>
  )
}
