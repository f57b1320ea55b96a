import type { Db } from '../db/client'
import { seedDemoSettings } from './settings'
import { seedDemoShop } from './shop'

/**
 * Demo data for `SHOP_DEMO=1`. Each seeder fills its tables only while they are empty, so a
 * restart never duplicates or overwrites what the shop has since changed. Users are never
 * created here: the administrator comes from SHOP_ADMIN_* or the first-run screen.
 */
const SEEDERS: readonly ((db: Db) => Promise<Record<string, number>>)[] = [
  async (db) => ({ settings: await seedDemoSettings(db) }),
  (db) => seedDemoShop(db),
]

/** Returns rows added per table. */
export async function seedDemo(db: Db): Promise<Record<string, number>> {
  const added: Record<string, number> = {}
  for (const seed of SEEDERS) Object.assign(added, await db.transaction((tx) => seed(tx)))
  return added
}
