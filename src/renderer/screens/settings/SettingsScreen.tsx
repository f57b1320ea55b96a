import { getResource } from '@shared/resources/registry'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { ListScreen } from '../../resources/ListScreen'
import { BackupsSection } from './BackupsSection'
import { ShopSettingsSection } from './ShopSettingsSection'

/**
 * The settings screen: the generic list of the `settings` table, with the backups of the
 * database above it for those the server lets see them (the administrator), and the nested
 * settings of spec section 3 (sites, Prom accounts, requisites...) in their own forms.
 */
export default function SettingsScreen() {
  const user = useUser()
  const def = getResource('settings')
  if (!def) return null
  return (
    <>
      {mayCall(user, 'POST /api/backups/get_backups') && <BackupsSection />}
      <ShopSettingsSection />
      <ListScreen def={def} />
    </>
  )
}
