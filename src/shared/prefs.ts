import { z } from 'zod'
import { ENUMS } from './resources/enums'
import { LOG_LEVELS, RIGHT_TABS, THEMES } from './prefs-choices'

/**
 * Preferences remembered on the workstation (electron-store in the desktop app, localStorage
 * in web mode). Every key has a default so a missing or broken value never blocks the UI.
 */
export {
  LOG_LEVELS,
  RIGHT_TABS,
  THEMES,
  type LogLevel,
  type RightTab,
  type Theme,
} from './prefs-choices'

const columnId = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/)
  .max(64)
const pixels = z.number().int().min(0).max(100_000)
/**
 * One list's layout and last query on this workstation: column widths (px), the columns hidden,
 * the columns shown even where a narrow box would hide them, their order, the filters and sort
 * last used (a query string, without the page), and in a window of a given width (px) the width
 * its columns last had and the height above and below its box (`box.ts`'s frame), so the next
 * start draws the columns and rows that fit at once.
 */
export const listPrefSchema = z.object({
  sizing: z.record(columnId, z.number().int().min(40).max(1200)).optional(),
  hidden: z.array(columnId).max(100).optional(),
  shown: z.array(columnId).max(100).optional(),
  order: z.array(columnId).max(100).optional(),
  query: z.string().max(2000).optional(),
  fit: z.object({ window: pixels, width: pixels.optional(), frame: pixels.optional() }).optional(),
})
export type ListPref = z.infer<typeof listPrefSchema>

/** Each preference strictly: what a write must satisfy (a wrong value is refused, not coerced). */
export const PREF_SCHEMAS = {
  rightTab: z.enum(RIGHT_TABS),
  theme: z.enum(THEMES),
  leftMenuOpen: z.boolean(),
  rightSidebarOpen: z.boolean(),
  language: z.enum(['uk', 'ru']),
  /** Keep the frameless calls_new window above other windows. */
  callsWindowOnTop: z.boolean(),
  /** How much the desktop app writes to its log file. */
  logLevel: z.enum(LOG_LEVELS),
  /** This workstation's update feed (http(s) folder with latest.yml); empty: the built-in one. */
  /** The printer for this desk's test page and prints; empty: the system's default. */
  printer: z.string().trim().max(200),
  updateFeed: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  /** The carrier this desk chose for its last new order: the next new order starts with it. */
  lastDeliveryMethod: z.union([z.literal(''), z.enum(ENUMS.delivery_method)]),
  /** The payment method of this desk's last new order, likewise ('' for none). */
  lastPayMethod: z.union([z.literal(''), z.enum(ENUMS.pay_method)]),
  /** Each list's columns and last query, by table name. */
  lists: z
    .record(columnId, listPrefSchema)
    .refine((lists) => Object.keys(lists).length <= 100, 'Забагато списків'),
} as const

/** Reading is forgiving: a broken stored value falls back to its default. */
export const prefsSchema = z.object({
  rightTab: PREF_SCHEMAS.rightTab.catch('info'),
  theme: PREF_SCHEMAS.theme.catch('light'),
  leftMenuOpen: PREF_SCHEMAS.leftMenuOpen.catch(true),
  rightSidebarOpen: PREF_SCHEMAS.rightSidebarOpen.catch(true),
  language: PREF_SCHEMAS.language.catch('uk'),
  callsWindowOnTop: PREF_SCHEMAS.callsWindowOnTop.catch(false),
  logLevel: PREF_SCHEMAS.logLevel.catch('info'),
  printer: PREF_SCHEMAS.printer.catch(''),
  updateFeed: PREF_SCHEMAS.updateFeed.catch(''),
  lastDeliveryMethod: PREF_SCHEMAS.lastDeliveryMethod.catch(''),
  lastPayMethod: PREF_SCHEMAS.lastPayMethod.catch(''),
  lists: PREF_SCHEMAS.lists.catch({}),
})
export type Prefs = z.infer<typeof prefsSchema>
export type PrefKey = keyof Prefs

export const PREF_KEYS = Object.keys(PREF_SCHEMAS) as PrefKey[]

export const DEFAULT_PREFS: Prefs = prefsSchema.parse({})
