import { sql } from 'drizzle-orm'
import type { EnumValue } from '@shared/resources/enums'
import type { Supplier } from '@shared/supply/price-lists'
import { queryRows, type Db } from '../db/client'

type Availability = EnumValue<'availability'>

/** One of the supplier's products, as the comparison needs it. */
export interface SupplierProduct {
  id: number
  supplier_sku: string | null
  barcode: string | null
  title_uk: string
  price: number
  availability: Availability
}

/**
 * One supplier's products, to match a price list or a feed against. Only products whose
 * `provider` is that supplier are loaded, so a file never touches another supplier's goods or
 * the shop's own. A row matches by the supplier's article (`supplier_sku`), then by barcode,
 * then its article against the barcode (shops that keep the supplier's article as the
 * product's barcode). Memory is one small record per product of the supplier, whatever the
 * size of the feed.
 */
export class SupplierIndex {
  private readonly bySku = new Map<string, SupplierProduct>()
  private readonly byBarcode = new Map<string, SupplierProduct>()
  /** The products some row matched. */
  readonly seen = new Set<number>()

  private constructor(readonly products: SupplierProduct[]) {
    for (const p of products) {
      if (p.supplier_sku && !this.bySku.has(p.supplier_sku)) this.bySku.set(p.supplier_sku, p)
      if (p.barcode && !this.byBarcode.has(p.barcode)) this.byBarcode.set(p.barcode, p)
    }
  }

  static async load(
    db: Pick<Db, 'execute'>,
    supplier: Supplier,
    lock = false,
  ): Promise<SupplierIndex> {
    const rows = await queryRows<Omit<SupplierProduct, 'price'> & { price: string | number }>(
      db,
      sql`select id, supplier_sku, barcode, title_uk, price, availability from products
           where provider = ${supplier} order by id ${lock ? sql`for update` : sql``}`,
    )
    return new SupplierIndex(rows.map((r) => ({ ...r, price: Number(r.price) })))
  }

  /** The supplier's product a row names, marked as seen; undefined: a new product. */
  match(row: { sku: string | null; barcode: string | null }): SupplierProduct | undefined {
    const found =
      (row.sku ? this.bySku.get(row.sku) : undefined) ??
      (row.barcode ? this.byBarcode.get(row.barcode) : undefined) ??
      (row.sku ? this.byBarcode.get(row.sku) : undefined)
    if (found) this.seen.add(found.id)
    return found
  }

  /** The supplier's products no row named and not already "not available": gone from the list. */
  gone(): SupplierProduct[] {
    return this.products.filter((p) => !this.seen.has(p.id) && p.availability !== 'not_available')
  }
}
