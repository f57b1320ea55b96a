import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ACCESS } from '@shared/access'
import { users } from '../db/schema'
import { hashPassword } from './password'
import type { AuthUser } from './sessions'

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users)
  return row?.n ?? 0
}

export interface NewUser {
  login: string
  name: string
  password: string
  access?: number
}

export async function createUser(db: Db, user: NewUser): Promise<AuthUser> {
  const [row] = await db
    .insert(users)
    .values({
      login: user.login,
      name: user.name,
      access: user.access ?? ACCESS.viewer,
      password_hash: await hashPassword(user.password),
    })
    .returning({ id: users.id, name: users.name, access: users.access })
  if (!row) throw new Error('insert into users returned no row')
  return row
}

export async function findUserByLogin(db: Db, login: string) {
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1)
  return row ?? null
}
