/**
 * The fast-links button: the outside services the packing and call desks keep
 * open, the carrier's tracking page to check every parcel's status, and two screens of ours.
 */
export interface ExternalLink {
  key: string
  url: string
}

export const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { key: 'prom', url: 'https://my.prom.ua/cms/order' },
  { key: 'rozetka', url: 'https://seller.rozetka.com.ua/' },
  { key: 'nova_poshta', url: 'https://new.novaposhta.ua/' },
  { key: 'ukrposhta', url: 'https://ok.ukrposhta.ua/' },
]

export const CHECK_ALL_STATUSES_URL = 'https://tracking.novaposhta.ua/'

export const INTERNAL_LINKS = [
  { key: 'calls', path: '/calls' },
  { key: 'cart', path: '/cart' },
] as const
