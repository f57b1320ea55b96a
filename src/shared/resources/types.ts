import type { TableAccess } from '../access'
import type { EnumName } from './enums'
import type { MenuPlace } from '../menu'

/**
 * A table is declared once (`ResourceDef`); storage (Drizzle table + migration), validation
 * (zod), the generic API, the list screen and the edit form are all derived from it.
 *
 * Every table also has the system columns `id` (serial primary key), `version` (optimistic
 * locking: an update carries the version it read; a stale one gets 409), `created_at` and
 * `updated_at`. They are not declared per table.
 *
 * Labels are not written here: the UI translates `resources:{table}.title`,
 * `resources:{table}.fields.{field}` and enum values under `enums:{enumName}.{value}`.
 */
export type FieldDef =
  | (FieldBase & { kind: 'string'; max?: number; min?: number })
  | (FieldBase & {
      kind: 'text'
      /**
       * Holds messages the server stored for later readers (`@shared/messages/stored`): the UI
       * says them in its reader's language; a plain text (an older row) is shown as it is.
       */
      messages?: true
    })
  | (FieldBase & { kind: 'int'; min?: number; max?: number })
  /** Money in hryvnias with kopecks, stored as numeric(12,2), sent as a number. */
  | (FieldBase & { kind: 'money' })
  | (FieldBase & { kind: 'bool' })
  | (FieldBase & { kind: 'enum'; enum: EnumName })
  /** A calendar day, `yyyy-mm-dd` on the wire, shown `dd.mm.yyyy`. */
  | (FieldBase & { kind: 'date' })
  /** An instant, ISO 8601 on the wire, shown `dd.mm.yyyy / hh:mm`. */
  | (FieldBase & { kind: 'datetime' })
  | (FieldBase & { kind: 'json' })
  /** Ukrainian phone, stored in the 10-digit national form `0XXXXXXXXX`. */
  | (FieldBase & { kind: 'phone' })
  /** The id of a row of another table. */
  | (FieldBase & { kind: 'ref'; table: string })

interface FieldBase {
  required?: boolean
  /** Value used when a create leaves the field out. */
  default?: string | number | boolean | null
  /** Offered as a list filter (`?field=value` in the URL, `filter.field` in the API). */
  filter?: boolean
  /**
   * Searchable: `exact` matches the whole value; `title` matches case-insensitively and a
   * trailing `**` in the query means "contains".
   */
  search?: 'exact' | 'title'
  /** Needs a database index of its own (filters and exact searches usually do). */
  index?: boolean
  /** Unique across the table. */
  unique?: boolean
  /** Shown but never written by the generic form or `store`. */
  readOnly?: boolean
  /**
   * Who did it (who gave the task, wrote the till entry, sent the SMS, added the parcel): the
   * server sets it to the signed-in user on create and never takes it from a request; an edit
   * keeps it. `{ reassign: level }`: a user of that access level may name someone else, on
   * create or edit (an order's manager); anyone else's record is their own.
   */
  author?: true | { reassign: number }
  /**
   * A password being set (the users' `password`): besides `min`, it must not be a common one
   * (the password rule, `src/shared/passwords`), checked by the server and the form.
   */
  newPassword?: true
  /** Never sent to the client (password hashes and secrets). */
  secret?: boolean
  /**
   * Accepted by `store` but not a column: the server turns it into stored fields (the users'
   * `password` becomes `password_hash`). Never returned.
   */
  virtual?: boolean
}

export interface ResourceDef {
  /** Table name, also the route segment: `/api/{table}/get_{table}`, `/{table}/{id}`. */
  table: string
  fields: Record<string, FieldDef>
  /** List screen columns, in order (`id` may be named). */
  list: readonly string[]
  /**
   * The list's columns that give way first, in this order, when its box is narrower than all of
   * its columns (then the others, from the last declared back; never `id` nor the title):
   * `src/renderer/resources/table/fit.ts`. The user's own choice of columns still wins.
   */
  listYields?: readonly string[]
  /** Default sort, such as `-id` (descending) or `title_uk`. */
  sort: string
  /** Edit form layout: rows of field names. */
  form: readonly (readonly string[])[]
  /** The field that names a row in pickers, breadcrumbs and the confirm dialog. */
  titleField: string
  /** Rows of another table edited inside this one's form (order items inside an order). */
  children?: readonly { table: string; foreignKey: string }[]
  /**
   * `false` for a child table edited only inside its parent's form (order items): no list
   * route, no menu. Every other table has a list at its own name.
   */
  listed?: false
  /** Whether and where its list is in the left menu (`src/shared/menu.ts`); none: not there. */
  menu?: MenuPlace
  /** The generic `store` and `DELETE` are replaced by the table's own endpoints. */
  readOnly?: boolean
  /**
   * Rows are written only by the table's own routes (an SMS by its sending): no generic
   * `store`, while `DELETE` stays with its declared access.
   */
  serverWrites?: true
  /**
   * The access levels (`ACCESS` in `src/shared/access.ts`) needed to read, to write and to delete
   * through the table's routes; what is left out is `DEFAULT_TABLE_ACCESS`.
   */
  access?: Partial<TableAccess>
  /** `created_at` has an index of its own: the statistics read this table by period. */
  createdIndex?: true
  /**
   * Date or datetime fields (system columns included) the list filters by a period of days:
   * `{field}_from` and `{field}_to`, each a `yyyy-mm-dd` day, both ends included, days being the
   * shop's (Kyiv) days (`?created_at_from=2026-11-01&created_at_to=2026-11-07` in the URL).
   */
  ranges?: readonly string[]
  /**
   * Indexes over several columns, for the filter combinations a screen uses most (the orders'
   * status tab with a site, a source, a payment method, a manager or a period): each named
   * `{table}_{columns joined by _}_idx`.
   */
  indexes?: readonly (readonly string[])[]
  /** Unique over several columns together, each named `{table}_{columns joined by _}_unique`. */
  uniqueIndexes?: readonly (readonly string[])[]
}

/** System columns every table has (not declared per table). */
export const SYSTEM_FIELDS = ['id', 'version', 'created_at', 'updated_at'] as const
export type SystemField = (typeof SYSTEM_FIELDS)[number]

/** A declaration whose column, form and title names are checked against its own fields. */
type Declared<F extends Record<string, FieldDef>> = Omit<
  ResourceDef,
  'fields' | 'list' | 'listYields' | 'form' | 'titleField' | 'ranges' | 'indexes' | 'uniqueIndexes'
> & {
  fields: F
  list: readonly ((keyof F & string) | SystemField)[]
  listYields?: readonly ((keyof F & string) | SystemField)[]
  ranges?: readonly ((keyof F & string) | 'created_at' | 'updated_at')[]
  indexes?: readonly (readonly ((keyof F & string) | SystemField)[])[]
  uniqueIndexes?: readonly (readonly (keyof F & string)[])[]
  form: readonly (readonly (keyof F & string)[])[]
  titleField: (keyof F & string) | 'id'
}

/** A declared table: a `ResourceDef` that keeps its fields' exact types (for typed columns). */
export type Defined<F extends Record<string, FieldDef>> = Omit<ResourceDef, 'fields'> & {
  fields: F
}

/**
 * Declares a table. `list`, `form` and `titleField` name fields of this table, so a typo is a
 * compile error rather than a failing test; the fields keep their literal types, so the
 * database table derived from them is typed column by column.
 */
export function defineResource<const F extends Record<string, FieldDef>>(
  def: Declared<F>,
): Defined<F> {
  return def
}
