import { describe, expect, it } from 'vitest'
import type { ShopSettings } from '../../resources/queries'
import { feedLinks, publicUrlOf } from './feedUrls'

const settings = (prom: Record<string, unknown>) => ({ api: { prom } }) as unknown as ShopSettings

describe('the feed links', () => {
  const accounts = { main: { name: 'Магазин' } }

  it('start at the shop’s public address when it is set', () => {
    const s = settings({ accounts, public_url: 'https://shop.example.ua/' })
    expect(publicUrlOf(s)).toBe('https://shop.example.ua/')
    expect(feedLinks(s, 'http://127.0.0.1:8787').map((l) => l.url)).toEqual([
      'https://shop.example.ua/feeds/prom/main.xml',
    ])
  })

  it('fall back to this server’s address, with the public one missing', () => {
    const s = settings({ accounts })
    expect(publicUrlOf(s)).toBe('')
    expect(feedLinks(s, 'http://127.0.0.1:8787/').map((l) => l.url)).toEqual([
      'http://127.0.0.1:8787/feeds/prom/main.xml',
    ])
  })
})
