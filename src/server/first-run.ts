import { loadPasswordRule, passwordProblem } from './auth/password-rule'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'
import { ConfigError, type ServerConfig } from './config'
import { countUsers, createUser } from './auth/users'
import type { Db } from './db/client'
import { migrate } from './db/migrate'
import { ACCESS } from '@shared/access'
import { seedDemo } from './demo'

export interface StartReport {
  migrations: string[]
  adminCreated: string | null
  demo: Record<string, number> | null
}

/**
 * What every start does before listening: bring the schema up to date, then on an empty
 * database create the configured administrator and, with SHOP_DEMO=1, the demo shop.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<ServerConfig, 'admin' | 'demo'>,
): Promise<StartReport> {
  const migrations = await migrate(db)
  let adminCreated: string | null = null
  if (config.admin && (await countUsers(db)) === 0) {
    // Checked when it is used: a server whose administrator exists starts whatever it holds.
    await loadPasswordRule()
    const problem = passwordProblem(config.admin.password)
    if (problem) {
      throw new ConfigError(
        `Неправильне налаштування SHOP_ADMIN_PASSWORD: ${PASSWORD_MESSAGES[problem]}`,
      )
    }
    await createUser(db, {
      login: config.admin.login,
      name: 'Адміністратор',
      password: config.admin.password,
      access: ACCESS.administrator,
    })
    adminCreated = config.admin.login
  }
  const demo = config.demo ? await seedDemo(db) : null
  return { migrations, adminCreated, demo }
}
