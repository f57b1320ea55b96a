import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_NOVA_POSHTA_API_URL, loadConfig } from './config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: expect.stringMatching(/\.data$/) },
      admin: null,
      demo: false,
      novaPoshtaApiUrl: DEFAULT_NOVA_POSHTA_API_URL,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'memory://',
      SHOP_ADMIN_LOGIN: 'admin',
      SHOP_ADMIN_PASSWORD: 'admin-pass-1',
      SHOP_DEMO: '1',
      NOVA_POSHTA_API_URL: 'http://127.0.0.1:9999/v2.0/json/',
      UKRPOSHTA_API_URL: 'http://127.0.0.1:9998/status-tracking/0.0.1/',
      STATIC_DIR: '/srv/shop-ui',
      BACKUP_DIR: '/srv/shop-backups',
      BACKUP_KEEP_DAYS: '30',
      BACKUP_EVERY_HOURS: '0',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      TTN_REFRESH_MINUTES: '5',
      PROM_API_URL: 'http://127.0.0.1:9998/api/v1/',
      ROZETKA_API_URL: 'http://127.0.0.1:9997/',
      MARKETPLACE_IMPORT_MINUTES: '15',
      SHOP_PUBLIC_HOST: 'shop.example.ua',
    })
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: 'memory://' },
      admin: { login: 'admin', password: 'admin-pass-1' },
      demo: true,
      novaPoshtaApiUrl: 'http://127.0.0.1:9999/v2.0/json/',
      ukrposhtaApiUrl: 'http://127.0.0.1:9998/status-tracking/0.0.1/',
      staticDir: '/srv/shop-ui',
      internalSecret: null,
      backup: { dir: '/srv/shop-backups', keepDays: 30, everyHours: 0 },
      trustProxy: '10.0.0.1,192.168.0.0/16',
      ttnRefreshMinutes: 5,
      turboSmsApiUrl: null,
      promApiUrl: 'http://127.0.0.1:9998/api/v1/',
      rozetkaApiUrl: 'http://127.0.0.1:9997/',
      importMinutes: 15,
      publicHosts: ['shop.example.ua'],
    })
  })

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['::1', '::1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected)
  })

  it('prefers PostgreSQL when DATABASE_URL is set; empty variables count as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@db/shop', PORT: '', SHOP_DEMO: '' })
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop@db/shop' })
    expect(config.port).toBe(8787)
    expect(config.demo).toBe(false)
    // PostgreSQL has its own backups (pg_dump): the server keeps none.
    expect(config.backup.dir).toBeNull()
  })

  it('keeps backups in a folder of the data folder’s own beside it, 14 days, checked daily, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/shop/data' }).backup).toEqual({
      dir: '/var/lib/shop/data-backups',
      keepDays: 14,
      everyHours: 24,
    })
    expect(loadConfig({ DATA_DIR: 'memory://' }).backup.dir).toBeNull()
    // Two shops' folders side by side no longer share one backup folder.
    expect(loadConfig({ DATA_DIR: '/srv/shop-a' }).backup.dir).toBe('/srv/shop-a-backups')
    expect(loadConfig({ DATA_DIR: '/srv/shop-b' }).backup.dir).toBe('/srv/shop-b-backups')
  })

  it.each([
    [{ PORT: 'abc' }, 'Неправильне налаштування PORT: має бути числом'],
    [{ TRUST_PROXY: '1' }, 'Неправильне налаштування TRUST_PROXY: має бути true'],
    [{ TRUST_PROXY: 'proxy.lan' }, 'Неправильне налаштування TRUST_PROXY: має бути true'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'Неправильне налаштування TRUST_PROXY: має бути true'],
    [{ PORT: '70000' }, 'Неправильне налаштування PORT: має бути від 0 до 65535'],
    [{ SHOP_DEMO: 'yes' }, 'Неправильне налаштування SHOP_DEMO: має бути 1 або 0'],
    [{ BACKUP_KEEP_DAYS: '0' }, 'Неправильне налаштування BACKUP_KEEP_DAYS: має бути від 1'],
    [{ BACKUP_EVERY_HOURS: '-1' }, 'BACKUP_EVERY_HOURS: має бути від 0 (вимкнено)'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: має починатися з postgres://'],
    [{ NOVA_POSHTA_API_URL: 'not a url' }, 'NOVA_POSHTA_API_URL'],
    [{ UKRPOSHTA_API_URL: 'not a url' }, 'UKRPOSHTA_API_URL'],
    [{ SHOP_ADMIN_LOGIN: 'admin' }, 'SHOP_ADMIN_LOGIN і SHOP_ADMIN_PASSWORD задаються лише разом'],
    [{ SHOP_INTERNAL_SECRET: 'guessable' }, 'SHOP_INTERNAL_SECRET: має містити щонайменше 32'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    try {
      loadConfig(env)
    } catch (error) {
      expect((error as Error).message).toContain(message)
      expect((error as Error).message).not.toContain('\n')
    }
  })
})
