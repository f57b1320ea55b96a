import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The supplier feeds' working tables (src/server/supply/parsers). Not registry tables: nobody
 * lists or edits them through the generic screens; the `/parsers` review reads and decides them
 * through its own routes, which check the `parsers` table's rights.
 */

/** One read of a parser's feed: the run log. */
export const parser_runs = pgTable(
  'parser_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parser_id: integer('parser_id').notNull(),
    provider: text('provider').notNull(),
    /** `running`, then `ok` or `failed`. A `running` row younger than the lease keeps others out. */
    status: text('status').notNull().default('running'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** `schedule`, or the id of the user who pressed "run now". */
    started_by: text('started_by').notNull().default('schedule'),
    /** `xml`, `csv` or `xlsx`, as the feed's first bytes said. */
    format: text('format'),
    rows: integer('rows').notNull().default(0),
    new_count: integer('new_count').notNull().default(0),
    price_count: integer('price_count').notNull().default(0),
    availability_count: integer('availability_count').notNull().default(0),
    gone_count: integer('gone_count').notNull().default(0),
    /** Why it failed, in Ukrainian (nothing of a failed run waits for review). */
    error: text('error'),
  },
  (t) => [
    index('parser_runs_parser_id_idx').on(t.parser_id, t.id),
    index('parser_runs_status_idx').on(t.status),
  ],
)

/** One difference a run found, waiting for a person to apply or reject it. */
export const parser_items = pgTable(
  'parser_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    run_id: integer('run_id').notNull(),
    parser_id: integer('parser_id').notNull(),
    provider: text('provider').notNull(),
    /** `new`, `price`, `availability` or `gone`. */
    kind: text('kind').notNull(),
    /**
     * `staged` while its run goes, `pending` once it finished, then `applied`, `rejected`, or
     * `superseded` (a later run of the same parser found the feed again).
     */
    status: text('status').notNull().default('staged'),
    /** The supplier's product it is about; null for a new one. */
    product_id: integer('product_id'),
    sku: text('sku'),
    barcode: text('barcode'),
    title: text('title').notNull().default(''),
    line: integer('line'),
    old_price: numeric('old_price', { precision: 12, scale: 2 }),
    new_price: numeric('new_price', { precision: 12, scale: 2 }),
    old_availability: text('old_availability'),
    new_availability: text('new_availability'),
    decided_by: integer('decided_by'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('parser_items_parser_status_idx').on(t.parser_id, t.status),
    index('parser_items_run_id_idx').on(t.run_id),
  ],
)

/** A supplier's own column names (`ColumnMapping`), saved from `/parsers`. */
export const supplier_columns = pgTable('supplier_columns', {
  provider: text('provider').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  updated_by: integer('updated_by'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The header row last read from a supplier's file or feed (`source`: `file` or `feed`, `name`:
 * the file's name or the parser's title), kept even when the file was refused for a missing
 * column: the column-mapping screen offers these names.
 */
export const supplier_headers = pgTable('supplier_headers', {
  provider: text('provider').primaryKey(),
  headers: jsonb('headers').notNull(),
  source: text('source').notNull(),
  name: text('name').notNull().default(''),
  seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
})
