import { getResource } from '@shared/resources/registry'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { ListScreen } from '../../resources/ListScreen'
import { BackupsSection } from './BackupsSection'
import { ShopSettingsSection } from './ShopSettingsSection'

/**
 * The settings screen: the nested settings (sites, Prom accounts,
 * requisites...) in their own forms, then the backups of the database for those the server lets
 * see them (the administrator), then the generic list of the `settings` table. The backups come
 * second: their list arrives later and grows with every copy, and above the forms it pushed
 * their buttons down as it arrived, under a pointer about to click one.
 */
export default function SettingsScreen() {
  const user = useUser()
  const def = getResource('settings')
  if (!def) return null
  return (
    <>
      <ShopSettingsSection />
      {mayCall(user, 'POST /api/backups/get_backups') && <BackupsSection />}
      <ListScreen def={def} />
    </>
  )
}
