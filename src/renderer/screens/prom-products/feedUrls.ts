import type { ShopSettings } from '../../resources/queries'

export interface FeedLink {
  key: string
  name: string
  url: string
}

/** The address at which Prom reaches the server (`api.prom.public_url`), or '' when not set. */
export function publicUrlOf(settings: ShopSettings | undefined): string {
  const api = settings?.api as { prom?: { public_url?: unknown } } | undefined
  const url = api?.prom?.public_url
  return typeof url === 'string' ? url.trim() : ''
}

/**
 * Each Prom account of `api.prom.accounts` with the address of its feed: on the shop's public
 * address when it is set (the one Prom reaches), else on `serverUrl`.
 */
export function feedLinks(settings: ShopSettings | undefined, serverUrl: string): FeedLink[] {
  const api = settings?.api as { prom?: { accounts?: unknown } } | undefined
  const accounts = api?.prom?.accounts
  if (!accounts || typeof accounts !== 'object' || Array.isArray(accounts)) return []
  const base = (publicUrlOf(settings) || serverUrl).replace(/\/+$/, '')
  return Object.entries(accounts as Record<string, unknown>)
    .filter(([key]) => /^[\w-]{1,50}$/.test(key))
    .map(([key, value]) => {
      const name =
        value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
          ? (value as { name: string }).name
          : ''
      return { key, name: name || key, url: `${base}/feeds/prom/${key}.xml` }
    })
}

/** Whether Prom, on the internet, could not reach this address (this computer, a LAN address). */
export function unreachableFromInternet(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return true
  }
  return (
    host === 'localhost' ||
    host.endsWith('.local') ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host === '[::1]'
  )
}
