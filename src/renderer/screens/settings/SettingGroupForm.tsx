import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { resourceKeys, useShopSettings } from '../../resources/queries'
import type { SettingGroup } from './groups'

/**
 * One nested setting's form, over the shop's settings as `get_params` reads them (secrets
 * masked): loading, a failed read with a retry, then the group's own form. When it is done the
 * settings table's rows are read again too (their values and versions changed).
 */
export function SettingGroupForm({ group, onDone }: { group: SettingGroup; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'common'])
  const settings = useShopSettings()
  const client = useQueryClient()
  const done = () => {
    void client.invalidateQueries({ queryKey: resourceKeys.all('settings') })
    onDone()
  }
  if (settings.isPending) return <p role="status">{t('settings:groups.loading')}</p>
  if (settings.isError) {
    return (
      <div role="alert">
        <p>{settings.error.message}</p>
        <button type="button" className="btn" onClick={() => void settings.refetch()}>
          {t('common:list.retry')}
        </button>
      </div>
    )
  }
  return <>{group.form(settings.data, done)}</>
}
