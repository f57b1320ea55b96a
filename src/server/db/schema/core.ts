import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
// Relative, not `@shared/...`: drizzle-kit loads the schema without the build's path aliases.
import { ACCESS } from '../../../shared/access'
import { ENUMS } from '../../../shared/resources/enums'

/**
 * The server's own tables: who may log in, their sessions, and the shop's settings.
 * The shop's data tables are declared in the resource registry (`resources.ts`).
 */

/** The system columns every table carries (see `src/shared/resources/types.ts`). */
export const systemColumns = () => ({
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const users = pgTable('users', {
  ...systemColumns(),
  login: text('login').notNull().unique(),
  name: text('name').notNull(),
  access: integer('access').notNull().default(ACCESS.viewer),
  /** `scrypt$N$r$p$salt$hash` (see `auth/password.ts`); never sent to a client. */
  password_hash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
})

/** The spec's param types (section 3). */
export const SETTING_TYPES = ENUMS.param_type
export type SettingType = (typeof SETTING_TYPES)[number]

export const settings = pgTable('settings', {
  ...systemColumns(),
  /** Dotted path into the settings object the UI reads, such as `info.phones`. */
  key: text('key').notNull().unique(),
  type: text('type', { enum: SETTING_TYPES }).notNull().default('string'),
  value: text('value').notNull().default(''),
  title: text('title').notNull().default(''),
})

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
