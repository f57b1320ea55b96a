import { existsSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { isIP } from 'node:net'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEFAULT_UKRPOSHTA_API_URL } from '@shared/ukrposhta'

/** The Nova Poshta JSON API; tests point NOVA_POSHTA_API_URL at a local fake instead. */
export const DEFAULT_NOVA_POSHTA_API_URL = 'https://api.novaposhta.ua/v2.0/json/'

/** How often the server asks Nova Poshta about open parcels by itself (0 turns it off). */
export const DEFAULT_TTN_REFRESH_MINUTES = 10

/** How often the server pulls new Prom and Rozetka orders by itself (0 turns it off). */
export const DEFAULT_IMPORT_MINUTES = 5

/** How many days automatic and manual backups are kept by default. */
export const DEFAULT_BACKUP_KEEP_DAYS = 14

const flag = z
  .enum(['', '0', '1', 'true', 'false'], { message: 'має бути 1 або 0' })
  .transform((v) => v === '1' || v === 'true')

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'має бути числом' })
      .int('має бути цілим числом')
      .min(0, 'має бути від 0 до 65535')
      .max(65535, 'має бути від 0 до 65535')
      .default(8787),
    HOST: z.string().trim().min(1, 'не може бути порожнім').default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1, 'не може бути порожнім').default('./.data'),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: 'має починатися з postgres:// або postgresql://',
      }),
    SHOP_ADMIN_LOGIN: z.string().trim().max(64, 'не довше 64 символів').optional(),
    SHOP_ADMIN_PASSWORD: z.string().optional(),
    SHOP_DEMO: flag.default(false),
    NOVA_POSHTA_API_URL: z
      .url({ message: 'має бути адресою http(s)://…' })
      .default(DEFAULT_NOVA_POSHTA_API_URL),
    // Ukrposhta's StatusTracking API (tests point it at a fake).
    UKRPOSHTA_API_URL: z
      .url({ message: 'має бути адресою http(s)://…' })
      .default(DEFAULT_UKRPOSHTA_API_URL),
    // Nova Poshta's printable forms (the 100×100 marking, the scan sheet); tests use a fake.
    NOVA_POSHTA_PRINT_URL: z.url({ message: 'має бути адресою http(s)://…' }).optional(),
    // TurboSMS's address is a setting; this overrides it (tests point it at a fake).
    TURBOSMS_API_URL: z.url({ message: 'має бути адресою http(s)://…' }).optional(),
    // The marketplaces' addresses are settings; these override them (tests point them at fakes).
    PROM_API_URL: z.url({ message: 'має бути адресою http(s)://…' }).optional(),
    ROZETKA_API_URL: z.url({ message: 'має бути адресою http(s)://…' }).optional(),
    MARKETPLACE_IMPORT_MINUTES: z.coerce
      .number({ message: 'має бути числом' })
      .int('має бути цілим числом')
      .min(0, 'має бути від 0 (вимкнено) до 1440')
      .max(1440, 'має бути від 0 (вимкнено) до 1440')
      .default(DEFAULT_IMPORT_MINUTES),
    STATIC_DIR: z.string().trim().optional(),
    SHOP_INTERNAL_SECRET: z
      .string()
      .min(32, 'має містити щонайменше 32 символи')
      .max(256, 'не довше 256 символів')
      .optional(),
    BACKUP_DIR: z.string().trim().optional(),
    BACKUP_KEEP_DAYS: z.coerce
      .number({ message: 'має бути числом' })
      .int('має бути цілим числом')
      .min(1, 'має бути від 1 до 3650')
      .max(3650, 'має бути від 1 до 3650')
      .default(DEFAULT_BACKUP_KEEP_DAYS),
    BACKUP_EVERY_HOURS: z.coerce
      .number({ message: 'має бути числом' })
      .int('має бути цілим числом')
      .min(0, 'має бути від 0 (вимкнено) до 8760')
      .max(8760, 'має бути від 0 (вимкнено) до 8760')
      .default(24),
    TTN_REFRESH_MINUTES: z.coerce
      .number({ message: 'має бути числом' })
      .int('має бути цілим числом')
      .min(0, 'має бути від 0 (вимкнено) до 1440')
      .max(1440, 'має бути від 0 (вимкнено) до 1440')
      .default(DEFAULT_TTN_REFRESH_MINUTES),
    // The names desks reach the server by (besides loopback and its own addresses).
    SHOP_PUBLIC_HOST: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        const names = (v ?? '')
          .split(',')
          .map((n) =>
            n
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ''),
          )
          .filter((n) => n !== '')
        if (names.every(isHostName)) return names
        ctx.addIssue({
          code: 'custom',
          message:
            'має бути назвою сервера без схеми і порту (shop.example.ua) або кількома через кому',
        })
        return z.NEVER
      }),
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v)
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              'має бути true (довіряти будь-якому проксі) або списком адрес проксі через кому (10.0.0.1, 10.0.0.0/8)',
          })
          return z.NEVER
        }
        return parsed
      }),
  })
  .superRefine((env, ctx) => {
    const login = env.SHOP_ADMIN_LOGIN ?? ''
    const password = env.SHOP_ADMIN_PASSWORD ?? ''
    if ((login === '') !== (password === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [login ? 'SHOP_ADMIN_PASSWORD' : 'SHOP_ADMIN_LOGIN'],
        message: 'SHOP_ADMIN_LOGIN і SHOP_ADMIN_PASSWORD задаються лише разом',
      })
    }
  })

export interface ServerConfig {
  port: number
  host: string
  /** Where the database lives: a PGlite folder (`memory://` for a throwaway one) or PostgreSQL. */
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }
  /** Create this administrator on start when there are no users yet. */
  admin: { login: string; password: string } | null
  demo: boolean
  novaPoshtaApiUrl: string
  /** `UKRPOSHTA_API_URL`: Ukrposhta's StatusTracking API (tests point it at a fake). */
  ukrposhtaApiUrl?: string
  /** `NOVA_POSHTA_PRINT_URL`: the printable forms' host; my.novaposhta.ua when unset. */
  novaPoshtaPrintUrl?: string | undefined
  /** `TURBOSMS_API_URL`: overrides the `api.turbosms.endpoint` setting (tests use a fake). */
  turboSmsApiUrl?: string | null
  /** `PROM_API_URL` / `ROZETKA_API_URL`: override the `api.*.endpoint` settings (tests use fakes). */
  promApiUrl?: string | null
  rozetkaApiUrl?: string | null
  /**
   * The first wait, ms, before a read from Nova Poshta, Ukrposhta or a marketplace that did not
   * answer is tried again (src/shared/http/client.ts; 300 when unset). The test servers set 0:
   * their outside services point at a closed loopback port, and the tries go on at once.
   */
  outsideRetryWaitMs?: number
  /**
   * MARKETPLACE_IMPORT_MINUTES: the server pulls marketplace orders every this many minutes,
   * whether or not any desk is open. 0 turns it off (the test servers do).
   */
  importMinutes?: number
  /** The built UI; null when there is none to serve (the desktop app loads its own files). */
  staticDir: string | null
  /**
   * The secret main sends with its own calls (`internal` routes, such as the carrier key). The
   * desktop app makes a new one for its embedded server at every start; a standalone server
   * has none, so its internal routes answer no one and main asks the server's carrier routes.
   */
  internalSecret: string | null
  backup: BackupConfig
  /**
   * TTN_REFRESH_MINUTES: the server's own `update_status_all` every this many minutes, so the
   * ttns_ready informer, the tray badge and the panel's switch to tracking follow the parcels
   * without anyone pressing a button. 0 turns it off (the test servers do).
   */
  ttnRefreshMinutes: number
  /**
   * TRUST_PROXY: the reverse proxy in front of the server, whose X-Forwarded-Proto/-For the
   * server believes (so the session cookie is Secure behind an https proxy, and the session
   * list shows the client's address). Fastify's `trustProxy`: `true` trusts any proxy, a list
   * only those addresses/CIDRs (the safer choice). False (unset): the headers are ignored.
   */
  trustProxy?: boolean | string
  /**
   * SHOP_PUBLIC_HOST: the names (lowercase, no port) desks reach the server by, accepted in a
   * request's Host beside loopback and the server's own addresses (src/server/http/hosts.ts).
   */
  publicHosts?: string[]
}

/** Backups of the embedded database (PGlite only; PostgreSQL has pg_dump). */
export interface BackupConfig {
  /** Where backup files go; null when there is nothing to back up there (memory://, PostgreSQL). */
  dir: string | null
  /** Files older than this many days are removed after each new backup (the newest stays). */
  keepDays: number
  /** The automatic backup runs when the newest one is this old; 0 turns it off. */
  everyHours: number
}

/** TRUST_PROXY's value as Fastify's `trustProxy`, or null when it is not one. */
export function parseTrustProxy(value: string | undefined): boolean | string | null {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false
  if (value === 'true') return true
  const parts = value.split(',').map((p) => p.trim())
  const address = (p: string) => {
    const [ip, bits, extra] = p.split('/')
    if (extra !== undefined || !ip || !isIP(ip)) return false
    return (
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128))
    )
  }
  return parts.every(address) ? parts.join(',') : null
}

/** A DNS name (`shop.example.ua`, `shop-server`) or an IP address, without scheme or port. */
function isHostName(name: string): boolean {
  if (isIP(name)) return true
  return (
    name.length <= 253 &&
    name.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
  )
}

/** A bad environment value; `message` is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the server's configuration from the environment. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(pickKnown(env))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'середовище')
    throw new ConfigError(
      `Неправильне налаштування ${name}: ${issue?.message ?? 'невідома помилка'}`,
    )
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: e.DATA_DIR === 'memory://' ? 'memory://' : resolve(e.DATA_DIR),
        },
    admin:
      e.SHOP_ADMIN_LOGIN && e.SHOP_ADMIN_PASSWORD
        ? { login: e.SHOP_ADMIN_LOGIN, password: e.SHOP_ADMIN_PASSWORD }
        : null,
    demo: e.SHOP_DEMO,
    novaPoshtaApiUrl: e.NOVA_POSHTA_API_URL,
    ukrposhtaApiUrl: e.UKRPOSHTA_API_URL,
    novaPoshtaPrintUrl: e.NOVA_POSHTA_PRINT_URL,
    turboSmsApiUrl: e.TURBOSMS_API_URL ?? null,
    promApiUrl: e.PROM_API_URL ?? null,
    rozetkaApiUrl: e.ROZETKA_API_URL ?? null,
    importMinutes: e.MARKETPLACE_IMPORT_MINUTES,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : findBuiltUi(),
    internalSecret: e.SHOP_INTERNAL_SECRET ?? null,
    backup: {
      dir: backupDir(e.DATABASE_URL, e.DATA_DIR, e.BACKUP_DIR),
      keepDays: e.BACKUP_KEEP_DAYS,
      everyHours: e.BACKUP_EVERY_HOURS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    publicHosts: e.SHOP_PUBLIC_HOST ?? [],
    ttnRefreshMinutes: e.TTN_REFRESH_MINUTES,
  }
}

/**
 * `BACKUP_DIR`, else `<data folder>-backups` beside the database folder: one backup folder per
 * data folder, so two shops' servers side by side never share one (a restore would offer the other
 * shop's backups), and never inside it (a restore swaps the folder).
 */
function backupDir(databaseUrl: string | undefined, dataDir: string, configured?: string) {
  if (databaseUrl) return null
  if (configured) return resolve(configured)
  if (dataDir === 'memory://') return null
  const folder = resolve(dataDir)
  return join(dirname(folder), `${basename(folder)}-backups`)
}

const KNOWN = Object.keys(envSchema.shape)

function pickKnown(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of KNOWN) {
    const value = env[key]
    // An empty variable means "not set", so `PORT= npm run serve` keeps the default.
    if (value !== undefined && value !== '') out[key] = value
  }
  return out
}

/**
 * The built UI sits in `out/renderer`. This file ends up bundled somewhere under `out/main`
 * (possibly in a shared chunk), or runs from `src/server` under vitest, so look upwards.
 */
function findBuiltUi(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 4; i++) {
    for (const candidate of [join(dir, 'renderer'), join(dir, 'out', 'renderer')]) {
      if (existsSync(join(candidate, 'index.html'))) return candidate
    }
    dir = dirname(dir)
  }
  return null
}
