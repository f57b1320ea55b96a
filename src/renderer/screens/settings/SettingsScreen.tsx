import { hasAccess } from '@shared/access'
import { getResource } from '@shared/resources/registry'
import { useSession } from '../../app/session'
import { ListScreen } from '../../resources/ListScreen'
import { BackupsSection } from './BackupsSection'

/**
 * The settings screen: the generic list of the `settings` table, with the backups of the
 * database above it for those who may manage settings (the administrator).
 */
export default function SettingsScreen() {
  const session = useSession()
  const def = getResource('settings')
  if (!def) return null
  const manager = hasAccess(session.data?.user, def.access?.write ?? Number.POSITIVE_INFINITY)
  return (
    <>
      {manager && <BackupsSection />}
      <ListScreen def={def} />
    </>
  )
}
