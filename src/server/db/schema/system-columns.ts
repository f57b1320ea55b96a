import { integer, serial, timestamp } from 'drizzle-orm/pg-core'

/** The system columns every table carries (see `src/shared/resources/types.ts`). */
export const systemColumns = () => ({
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
