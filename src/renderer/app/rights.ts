import { hasAccess, type TableOp } from '@shared/access'
import { requiredLevel, ruleOf, type RouteKey } from '@shared/contract/route-keys'
import { getResource, tableAccess } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { useUser, type AuthUser } from './session'

export type TableRights = Record<TableOp, boolean>

/** What a user may do to a table: the same declarations the server enforces on its routes. */
export function rightsOf(user: AuthUser | null | undefined, def: ResourceDef): TableRights {
  const need = tableAccess(def)
  return {
    read: hasAccess(user, need.read),
    write: !def.readOnly && !def.serverWrites && hasAccess(user, need.write),
    delete: !def.readOnly && hasAccess(user, need.delete),
    titles: hasAccess(user, need.titles),
  }
}

const NONE: TableRights = { read: false, write: false, delete: false, titles: false }

/** The signed-in user's rights on a table (none while the session is unknown, or no table). */
export function useTableRights(def: ResourceDef | undefined): TableRights {
  const user = useUser()
  return def ? rightsOf(user, def) : NONE
}

/** Whether the server would let this user call a route (its declared access). */
export function mayCall(user: AuthUser | null | undefined, key: RouteKey): boolean {
  const level = requiredLevel(ruleOf(key).access)
  if (level === 'internal') return false
  return level === 'public' || hasAccess(user, level)
}

/**
 * Whether a screen is for this user: a screen of one table needs that table's read right,
 * statistics their routes' level; the others are for everyone signed in.
 */
export function canOpen(user: AuthUser | null | undefined, screen: string): boolean {
  // Statistics are for managers and above: the menus offer them to whom the server answers.
  if (screen === 'statistics') return mayCall(user, 'POST /api/statistics/orders')
  const def = getResource(screen)
  return def ? rightsOf(user, def).read : hasAccess(user, 1)
}
