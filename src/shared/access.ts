/**
 * Access levels. The spec only says a user's access value is compared with a required one; we
 * read it as a level where a higher number may do everything a lower one may, 0 meaning no
 * access at all, so `hasAccess(user, required)` is `user.access >= required`.
 */
export interface AccessHolder {
  access: number
}

export function hasAccess(user: AccessHolder | null | undefined, required: number): boolean {
  if (!user || !Number.isFinite(user.access) || !Number.isFinite(required)) return false
  if (user.access <= 0) return false
  return user.access >= required
}
