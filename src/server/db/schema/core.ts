import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
// Relative, not `@shared/...`: drizzle-kit loads the schema without the build's path aliases.
import type { EnumValue } from '../../../shared/resources/enums'
import { users } from './resources'

/**
 * The one table the registry does not declare: who is signed in where. Users, settings and the
 * shop's data tables are all derived from the resource registry (`resources.ts`).
 */

/** The spec's param types (section 3). */
export type SettingType = EnumValue<'param_type'>

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie's token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What the session list and `DELETE /api/sessions/:id` call it: random, and unrelated to the
     * token, so naming a session never hands out anything that could be replayed.
     */
    public_id: uuid('public_id').notNull().defaultRandom().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (login + SESSION_MAX_AGE_MS), whatever the activity. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The idle timeout counts from here (see `security.session_idle_minutes`). */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device as the login request described itself (User-Agent), cut to 300 characters. */
    user_agent: text('user_agent').notNull().default(''),
    /** The address the login came from (the client's, behind a declared TRUST_PROXY). */
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.user_id),
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * The bytes of product images and order photos, kept in the database so a backup,
 * a restore and a shop on PostgreSQL with many desks need nothing beside it. Not a registry
 * table: nobody lists or edits these rows; `owner` + `owner_id` say whose they are (a product,
 * or an `orders_images` row), and the routes of src/server/images check the owner's rights.
 */
export const stored_images = pgTable(
  'stored_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** `products` or `orders_images`. */
    owner: text('owner').notNull(),
    owner_id: integer('owner_id').notNull(),
    /** Order among the owner's images; a product's first is its main image. */
    position: integer('position').notNull().default(0),
    /** The file's name as picked. */
    name: text('name').notNull().default(''),
    /** The stored (re-encoded) image's type. */
    type: text('type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    thumb: bytea('thumb').notNull(),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_images_owner_idx').on(t.owner, t.owner_id, t.position)],
)

/**
 * One row: this database's own random id, made once when the table is created. A backup is a dump
 * of the database, so it carries the id, and a restore refuses another database's backup unless
 * told so in words (src/server/backup/identity.ts).
 */
export const shop_identity = pgTable('shop_identity', {
  id: uuid('id').primaryKey().defaultRandom(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
