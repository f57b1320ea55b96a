/**
 * Is a frame URL one of the app's own pages? Compared by scheme and host, because
 * `new URL('app://shop/').origin` is the string "null" for a custom scheme.
 */
export function isTrustedSender(frameUrl: string | null | undefined, appUrls: readonly string[]) {
  if (!frameUrl) return false
  let url: URL
  try {
    url = new URL(frameUrl)
  } catch {
    return false
  }
  return appUrls.some((allowed) => {
    const own = new URL(allowed)
    return url.protocol === own.protocol && url.host === own.host && url.host !== ''
  })
}
