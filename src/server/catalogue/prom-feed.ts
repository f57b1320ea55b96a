import { sql } from 'drizzle-orm'
import type { EnumValue } from '@shared/resources/enums'
import { lessAvailable } from '@shared/stock'
import { queryRows, type Db } from '../db/client'
import type { SettingType } from '../db/schema'
import { parseSettingValue } from '../settings/params'

/**
 * The Prom.ua product feed of one Prom account, in Prom's YML format (`yml_catalog` / `shop` /
 * `categories` / `offers`). Prom fetches it without a session, so it holds only what the shop
 * publishes on Prom anyway: the rows of `prom_products` selected for the account and
 * published, with their Prom title, price and availability (never more available than the
 * product itself, whose availability follows its stock), the product's category path,
 * brand, barcode, picture and description. Never a purchase price, a supplier, a stock count,
 * the account's login or token, or anything of the products not selected.
 */

export const PROM_ACCOUNTS_SETTING = 'api.prom.accounts'
/** Where Prom reaches this server (`publicUrlSchema`); the feed's absolute links start here. */
export const PROM_PUBLIC_URL_SETTING = 'api.prom.public_url'

/**
 * Said in the feed (a comment Prom ignores, read by whoever opens the file) when it cannot
 * link the products' own photos: the feed is the shop's Ukrainian data, not a desk's message.
 */
export const NO_PUBLIC_URL =
  'Фото товарів не додано: у налаштуваннях не задано адресу сервера для Prom (api.prom.public_url).'

/** Where the shop's own site is (`siteUrlSchema`): each offer links to its page there. */
export const PROM_SITE_URL_SETTING = 'api.prom.site_url'

/**
 * An address setting as a base to build links on (scheme, host and path, no trailing slash),
 * or null when the shop has not set one (or it does not parse): never from the request, whose
 * `Host` anyone can write.
 */
async function addressSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await queryRows<{ value: string | null }>(
    db,
    sql`select value from settings where key = ${key} limit 1`,
  )
  const raw = row?.value?.trim() ?? ''
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password || url.search || url.hash) return null
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return null
  }
}

/** The feed's pictures' address (`…/feeds/prom/images/`), or null while the shop has none. */
export async function feedImageBase(db: Db): Promise<string | null> {
  const base = await addressSetting(db, PROM_PUBLIC_URL_SETTING)
  return base === null ? null : `${base}/feeds/prom/images/`
}

/**
 * The product page's address on the shop's site, by the one rule the site follows:
 * `{site}/product/{id}` (docs/choices.md, "Marketplaces").
 */
export const productPageUrl = (site: string, productId: number) => `${site}/product/${productId}`

/** The shop's site (`https://caseshop.com.ua`), or null while the shop has not said. */
export async function feedSiteBase(db: Db): Promise<string | null> {
  return addressSetting(db, PROM_SITE_URL_SETTING)
}

/** The one currency the feed declares and every offer's price is in. */
export const CURRENCY = 'UAH'

/** Pictures one Prom offer may have. */
const PROM_PICTURES_MAX = 10

/** Rows read per query: the feed is written while it is read, never held whole. */
const BATCH = 2000

/** Prom's `available`: "true" in stock, "" to order, "false" not available. */
const AVAILABLE: Record<EnumValue<'availability'>, string> = {
  available: 'true',
  available_not: 'true',
  pre_order: '',
  not_available: 'false',
}

const PRODUCT_TYPE: Record<EnumValue<'product_type'>, string> = {
  chekhly: 'Чохли',
  accessories: 'Аксесуари',
  plenki: 'Плівки та скло',
}

// XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 on (less the
// surrogates and U+FFFE/U+FFFF); a stray control character from a supplier's text would make
// the whole feed unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export function xmlText(value: unknown): string {
  return String(value ?? '')
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const el = (name: string, value: unknown) => `<${name}>${xmlText(value)}</${name}>`

export interface PromAccount {
  key: string
  name: string
}

/** The account `key` of `api.prom.accounts`, or null when the shop has no such account. */
export async function findPromAccount(db: Db, key: string): Promise<PromAccount | null> {
  if (!/^[\w-]{1,50}$/.test(key)) return null
  const [row] = await queryRows<{ type: SettingType; value: string }>(
    db,
    sql`select type, value from settings where key = ${PROM_ACCOUNTS_SETTING} limit 1`,
  )
  if (!row) return null
  const accounts = parseSettingValue(row.type, row.value)
  if (!accounts || typeof accounts !== 'object' || Array.isArray(accounts)) return null
  if (!Object.hasOwn(accounts, key)) return null
  const account = (accounts as Record<string, unknown>)[key]
  const name =
    account && typeof account === 'object' && 'name' in account && typeof account.name === 'string'
      ? account.name
      : ''
  return { key, name: name || key }
}

interface CategoryRow extends Record<string, unknown> {
  id: number
  parent_id: number | null
  title_uk: string | null
  title_full: string
  type: string
}

interface OfferRow extends Record<string, unknown> {
  id: number
  title: string
  price: string | number
  availability: EnumValue<'availability'>
  /** The product's own, which follows its stock (src/shared/stock.ts). */
  product_availability: EnumValue<'availability'>
  barcode: string | null
  title_uk: string
  title_ru: string | null
  brand: string | null
  type: EnumValue<'product_type'>
  category_id: number | null
  image: string | null
  description_uk: string | null
  description_ru: string | null
  /** The product's stored images (src/server/images), main first. */
  pictures: number[] | null
}

/** The categories the account's offers sit in, with every ancestor (Prom wants the tree). */
async function feedCategories(db: Db, account: string): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`with recursive used(id, depth) as (
          select distinct p.category_id, 1
            from prom_products pp join products p on p.id = pp.product_id
           where pp.prom_acaunt = ${account} and pp.publish = '1' and p.category_id is not null
          union
          select c.parent_id, used.depth + 1 from categories c join used on c.id = used.id
           where c.parent_id is not null and used.depth < 32)
        select id, parent_id, title_uk, title_full, type from categories
         where id in (select id from used) order by id`,
  )
}

interface OfferBatchRow extends OfferRow {
  row_id: number
}

/**
 * The next rows of the account's selection after row `after`, in row order: each batch reads
 * only its own rows through the primary key, however large the selection.
 */
async function offerBatch(db: Db, account: string, after: number): Promise<OfferBatchRow[]> {
  return queryRows<OfferBatchRow>(
    db,
    sql`select pp.id as row_id, p.id, pp.title, pp.price, pp.availability,
               p.availability as product_availability, p.barcode,
               p.title_uk, p.title_ru, p.brand, p.type, p.category_id, p.image,
               p.description_uk, p.description_ru,
               (select array_agg(s.id order by s.position, s.id) from stored_images s
                 where s.owner = 'products' and s.owner_id = p.id) as pictures
          from prom_products pp join products p on p.id = pp.product_id
         where pp.prom_acaunt = ${account} and pp.publish = '1' and pp.id > ${after}
         order by pp.id
         limit ${BATCH}`,
  )
}

function ymlDate(now: Date): string {
  return now.toISOString().slice(0, 16).replace('T', ' ')
}

/** What every offer of one feed is written with. */
interface OfferContext {
  categories: Map<number, CategoryRow>
  imageBase: string | null
  siteBase: string | null
}

/** The brand: the nearest `brend` on the way up from the product's category. */
function brandOfCategory(byId: Map<number, CategoryRow>, categoryId: number | null): string {
  for (let id = categoryId, depth = 0; id !== null && depth < 32; depth++) {
    const c = byId.get(Number(id))
    if (!c) return ''
    if (c.type === 'brend') return c.title_uk?.trim() || c.title_full
    id = c.parent_id === null ? null : Number(c.parent_id)
  }
  return ''
}

const text = (...values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').find((v) => v !== '') ?? ''

/**
 * One `<offer>`. Prom's YML takes the Russian text in `name`/`description` and the Ukrainian in
 * `name_ua`/`description_ua`: the Ukrainian name is the Prom title the shop wrote for the
 * account (else the product's own), the Russian one the product's `title_ru`; either language
 * missing is filled with the other, so each offer has both. The vendor is the product's brand,
 * else its category's (docs/choices.md, "Marketplaces").
 */
function offerXml(r: OfferRow, ctx: OfferContext): string {
  const id = Number(r.id)
  const available = AVAILABLE[lessAvailable(r.availability, r.product_availability)] ?? 'false'
  const nameUa = text(r.title, r.title_uk, r.title_ru)
  const parts = [`<offer id="${id}" available="${available}">`]
  if (ctx.siteBase !== null) parts.push(el('url', productPageUrl(ctx.siteBase, id)))
  parts.push(
    el('name', text(r.title_ru, nameUa)),
    el('name_ua', nameUa),
    el('price', Number(r.price).toFixed(2)),
    `<currencyId>${CURRENCY}</currencyId>`,
  )
  if (r.category_id !== null && ctx.categories.has(Number(r.category_id))) {
    parts.push(`<categoryId>${Number(r.category_id)}</categoryId>`)
  }
  // Prom takes up to 10 pictures, the first as the main one.
  const { imageBase } = ctx
  const pictures = imageBase === null ? [] : (r.pictures ?? []).slice(0, PROM_PICTURES_MAX)
  for (const picture of pictures) parts.push(el('picture', `${imageBase}${Number(picture)}.jpg`))
  if (pictures.length === 0 && r.image && /^https?:\/\//i.test(r.image)) {
    parts.push(el('picture', r.image))
  }
  const categoryId = r.category_id === null ? null : Number(r.category_id)
  const vendor = text(r.brand, brandOfCategory(ctx.categories, categoryId))
  if (vendor) parts.push(el('vendor', vendor))
  if (r.barcode) parts.push(el('vendorCode', r.barcode))
  const descriptionUa = text(r.description_uk, r.description_ru)
  if (descriptionUa) {
    parts.push(el('description', text(r.description_ru, descriptionUa)))
    parts.push(el('description_ua', descriptionUa))
  }
  parts.push(`<param name="Тип товару">${xmlText(PRODUCT_TYPE[r.type] ?? r.type)}</param>`)
  parts.push('</offer>\n')
  return parts.join('')
}

/**
 * The feed, piece by piece: the header and categories first, then the offers a batch at a time,
 * so a catalogue of any size is never in memory at once.
 */
export async function* promFeed(
  db: Db,
  account: PromAccount,
  now: Date,
  /**
   * Where the feed's own image URLs start (`https://shop.example/feeds/prom/images/`); null
   * when the shop has not said (the products' own photos are left out, and the feed says why).
   */
  imageBase: string | null = null,
  /** The shop's site (`https://shop.example`); null leaves the offers without `<url>`. */
  siteBase: string | null = null,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${ymlDate(now)}">\n`
  if (imageBase === null) yield `<!-- ${NO_PUBLIC_URL} -->\n`
  yield '<shop>\n'
  yield `${el('name', account.name)}\n${el('company', account.name)}\n`
  if (siteBase !== null) yield `${el('url', siteBase)}\n`
  yield `<currencies><currency id="${CURRENCY}" rate="1"/></currencies>\n`

  const categories = await feedCategories(db, account.key)
  const byId = new Map(categories.map((c) => [Number(c.id), c]))
  yield '<categories>\n'
  for (const c of categories) {
    const parent = c.parent_id !== null && byId.has(Number(c.parent_id)) ? c.parent_id : null
    const parentAttr = parent === null ? '' : ` parentId="${Number(parent)}"`
    yield `<category id="${Number(c.id)}"${parentAttr}>${xmlText(c.title_uk?.trim() || c.title_full)}</category>\n`
  }
  yield '</categories>\n<offers>\n'

  const ctx: OfferContext = { categories: byId, imageBase, siteBase }
  // A product selected twice for the account is offered once, as its first row says.
  const offered = new Set<number>()
  for (let after = 0; ;) {
    const rows = await offerBatch(db, account.key, after)
    let chunk = ''
    for (const r of rows) {
      if (offered.has(Number(r.id))) continue
      offered.add(Number(r.id))
      chunk += offerXml(r, ctx)
    }
    if (chunk) yield chunk
    if (rows.length < BATCH) break
    after = Number(rows[rows.length - 1]?.row_id)
  }
  yield '</offers>\n</shop>\n</yml_catalog>\n'
}
