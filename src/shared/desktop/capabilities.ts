import { z } from 'zod'
import { backupNameSchema } from '../contract/backups'
import { apiRequestSchema, type ApiRequest, type ApiResponse } from '../contract/http'
import { exportJobSchema, exportSaveRequestSchema } from '../contract/exports'
import { carrierRequestSchema } from '../carrier'
import { informerListSchema } from '../informers'
import { pdfFileNameSchema, printDocumentSchema } from '../print'
import { PREF_KEYS, PREF_SCHEMAS, type PrefKey, type Prefs } from '../prefs'
import { feed, invoke, invokeAs, push } from './declare'
import {
  apiResponseSchema,
  appInfoSchema,
  backupListResultSchema,
  backupOutcomeSchema,
  carrierResponseSchema,
  connectionSettingsSchema,
  exportOutcomeSchema,
  outcomeSchema,
  prefValueSchema,
  printOutcomeSchema,
  restartAnswerSchema,
  updateStatusSchema,
} from './results'

const none = z.tuple([])
const done = z.void()

const notificationSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  route: z
    .string()
    .max(512)
    .refine((r) => r.startsWith('/') && !r.startsWith('//'), 'Маршрут застосунку')
    .optional(),
})

const prefKeySchema = z.enum(PREF_KEYS as [PrefKey, ...PrefKey[]])

const prefPairSchema = z.tuple([prefKeySchema, z.unknown()])

/** `[key, value]` where the value must satisfy that key's own schema. */
const isPrefPair = (value: unknown): value is [PrefKey, Prefs[PrefKey]] => {
  const pair = prefPairSchema.safeParse(value)
  return pair.success && PREF_SCHEMAS[pair.data[0]].safeParse(pair.data[1]).success
}
const prefSetSchema = z.custom<[PrefKey, Prefs[PrefKey]]>(
  isPrefPair,
  'Некоректне значення налаштування',
)

/**
 * Every desktop capability of `window.shop`, declared once: its area and name (the IPC channel
 * is `area:name`), the schema of its arguments, which main parses before any handler runs, and
 * the schema of its answer, which main checks before it crosses back. The channel list, main's
 * handler map, the preload's `window.shop` and the `ShopBridge` type all come from this table;
 * the web bridge (`src/renderer/platform/webBridge.ts`) implements the same type.
 */
export const CAPABILITIES = {
  api: {
    // The body's shape is the caller's to assert, as with any HTTP client.
    request: invokeAs<<T = unknown>(req: ApiRequest) => Promise<ApiResponse<T>>>()(
      z.tuple([apiRequestSchema]),
      apiResponseSchema,
    ),
  },
  /** Nova Poshta lookups; failures come back as `{ ok: false }` and are only logged. */
  carrier: {
    request: invoke(z.tuple([carrierRequestSchema]), carrierResponseSchema),
  },
  informers: {
    /** The latest list now (if known) and every refresh (60 s). */
    subscribe: feed(informerListSchema),
    /** Poll now instead of waiting for the next tick. */
    refresh: invoke(none, done),
  },
  clipboard: {
    writeText: invoke(z.tuple([z.string().max(100_000)]), done),
  },
  notify: {
    show: invoke(z.tuple([notificationSchema]), done),
  },
  windows: {
    /** The frameless calls_new window (one at a time); in web mode a new browser window. */
    openCallsNew: invoke(none, done),
    /** For the frameless window's own title bar buttons. */
    minimizeSelf: invoke(none, done),
    closeSelf: invoke(none, done),
  },
  prefs: {
    get: invokeAs<<K extends PrefKey>(key: K) => Promise<Prefs[K]>>()(
      z.tuple([prefKeySchema]),
      prefValueSchema,
    ),
    set: invokeAs<<K extends PrefKey>(key: K, value: Prefs[K]) => Promise<void>>()(
      prefSetSchema,
      done,
    ),
  },
  app: {
    info: invoke(none, appInfoSchema),
    /** Main asks the UI to go somewhere (a notification or tray click, a sign-out). */
    onNavigate: push(z.string()),
    /** Main asks the focused window to open the shortcuts sheet (the Help menu's item). */
    onShowShortcuts: push(z.null()),
    /** This window has (or no longer has) a form with unsaved changes: updates wait for it. */
    setUnsaved: invoke(z.tuple([z.boolean()]), done),
    /** Opens the log folder in the OS's file manager; false where there is none (web mode). */
    openLogFolder: invoke(none, z.boolean()),
    /** Prints the current page on the printer chosen in the prefs (web: the browser's dialog). */
    print: invoke(none, outcomeSchema),
  },
  /** The desktop app's self-update; web mode answers `unsupported`. */
  updates: {
    status: invoke(none, updateStatusSchema),
    check: invoke(none, done),
    /** "Restart to update"; refused while a form has unsaved changes. */
    restart: invoke(none, restartAnswerSchema),
    onChange: push(updateStatusSchema),
    /** Reads the feed's latest*.yml now (the workstation check); null where not applicable. */
    feed: invoke(none, outcomeSchema.nullable()),
  },
  /** Which server this workstation talks to (desktop only; web mode is served by its server). */
  connection: {
    get: invoke(none, connectionSettingsSchema),
    set: invoke(z.tuple([connectionSettingsSchema]), done),
    test: invoke(z.tuple([connectionSettingsSchema]), outcomeSchema),
  },
  /** Backups of the embedded database (administrators; the server refuses anyone else). */
  backups: {
    list: invoke(none, backupListResultSchema),
    create: invoke(none, backupOutcomeSchema),
    /**
     * Desktop app on its embedded server only; elsewhere says how it is done on the server.
     * A backup's name only, never a path: main checks it against the server's list too.
     * `fromAnotherShop`: the person typed that another database's backup is to replace this one.
     */
    restore: invoke(z.tuple([backupNameSchema, z.boolean().optional()]), backupOutcomeSchema),
  },
  /**
   * A table export (`/export`) saved as a file: the desktop app asks where with a save dialog
   * and main streams the server's answer into that file; web mode downloads it. The job id in
   * the request names it for the progress route and for `cancel`. The route, body and file
   * name are checked here; the path is main's, from a dialog.
   */
  exports: {
    save: invoke(z.tuple([exportSaveRequestSchema]), exportOutcomeSchema),
    /** Stops a running save (its partial file is removed); nothing when it is not running. */
    cancel: invoke(z.tuple([exportJobSchema]), done),
  },
  /**
   * A given document (our HTML, or PDF bytes such as a carrier's marking), not the page: the
   * desktop app renders it in a hidden window and prints it silently on the prefs' printer, or
   * saves it as PDF (`printToPDF`, a save dialog); web mode opens the browser's print dialog.
   * The document's kind, size (HTML characters, PDF bytes) and the PDF's magic are checked.
   */
  print: {
    document: invoke(z.tuple([printDocumentSchema]), printOutcomeSchema),
    savePdf: invoke(z.tuple([printDocumentSchema, pdfFileNameSchema]), printOutcomeSchema),
  },
} as const
