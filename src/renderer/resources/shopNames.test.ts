import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { RESOURCES } from '@shared/resources/registry'
import { namesFromSettings, shopName } from './shopNames'

const settings = {
  sites: { caseshop: 'CaseShop.com.ua' },
  api: { prom: { accounts: { main: { name: 'CaseShop на Prom', login_id: '1' } } } },
}
// Answers with the key it was asked, so a test sees which catalogue entry a value goes to.
const t = ((key: string) => `«${key}»`) as unknown as TFunction

describe('shopName', () => {
  it('shows a site and a Prom account by the names the settings give them', () => {
    expect(shopName('seo', 'site', 'caseshop', settings, t)).toBe('CaseShop.com.ua')
    expect(shopName('prom_products', 'prom_acaunt', 'main', settings, t)).toBe('CaseShop на Prom')
    expect(shopName('import_runs', 'account', 'main', settings, t)).toBe('CaseShop на Prom')
  })

  it('keeps a key the settings no longer name, and an empty value empty', () => {
    expect(shopName('seo', 'site', 'gone', settings, t)).toBe('gone')
    expect(shopName('seo', 'site', 'caseshop', undefined, t)).toBe('caseshop')
    expect(shopName('import_runs', 'account', '', settings, t)).toBeUndefined()
  })

  it('says sources and an import’s outcome through the catalogues', () => {
    expect(shopName('import_runs', 'source', 'prom', settings, t)).toBe('«orders:sources.prom»')
    expect(shopName('orders', 'order_way', 'site', settings, t)).toBe('«orders:sources.site»')
    expect(shopName('import_runs', 'status', 'failed', settings, t)).toBe(
      '«lists:import_status.failed»',
    )
  })

  it('leaves every other column to the generic cell', () => {
    expect(shopName('orders', 'status', 'new', settings, t)).toBeUndefined()
    expect(shopName('products', 'title_uk', 'caseshop', settings, t)).toBeUndefined()
  })

  it('asks for the settings only where a column needs them', () => {
    expect(namesFromSettings(RESOURCES.seo)).toBe(true)
    expect(namesFromSettings(RESOURCES.import_runs)).toBe(true)
    expect(namesFromSettings(RESOURCES.payments)).toBe(false)
  })
})
