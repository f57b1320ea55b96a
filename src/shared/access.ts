/**
 * Access levels and roles. The spec only says a user's access value is compared with a required
 * one; we read it as a level where a higher number may do everything a lower one may, 0 meaning
 * no access at all, so `hasAccess(user, required)` is `user.access >= required`. The roles a shop
 * needs sit on this scale with gaps between them, so a finer role fits in later without touching
 * existing users. What each role may do is written in `docs/choices.md` ("Roles").
 */
export const ACCESS = {
  /** A deactivated or not yet trusted account: signs in to nothing. */
  none: 0,
  /** Reads the shop's data (orders, catalogue, parcels), changes nothing. */
  viewer: 1,
  /** The packing and call desk: orders, calls, parcels, tasks, the till, stock counts. */
  packer: 3,
  /** Runs the shop: the catalogue, deletes, supplier lists, the action log. */
  manager: 5,
  /** Everything, including staff accounts and the shop's settings. */
  administrator: 10,
} as const

export type Role = keyof typeof ACCESS
export const ROLES = Object.keys(ACCESS) as Role[]

export interface AccessHolder {
  access: number
}

export function hasAccess(user: AccessHolder | null | undefined, required: number): boolean {
  if (!user || !Number.isFinite(user.access) || !Number.isFinite(required)) return false
  if (user.access <= 0) return false
  return user.access >= required
}

/** The highest role a level reaches (a level between two roles has the lower one's rights). */
export function roleOf(access: number): Role {
  let best: Role = 'none'
  for (const role of ROLES) if (access >= ACCESS[role] && ACCESS[role] >= ACCESS[best]) best = role
  return best
}

/**
 * What a route does to a table: the rights each table declares. `titles` is reading only the
 * rows' names (a reference picker, the names beside ids in lists): staff see their colleagues'
 * names even where they may not open the staff accounts.
 */
export type TableOp = 'read' | 'write' | 'delete' | 'titles'

export type TableAccess = Record<TableOp, number>

/**
 * A table that declares nothing: everyone signed in reads it and its names, the desks write
 * it, a manager deletes from it.
 */
export const DEFAULT_TABLE_ACCESS: TableAccess = {
  read: ACCESS.viewer,
  write: ACCESS.packer,
  delete: ACCESS.manager,
  titles: ACCESS.viewer,
}
