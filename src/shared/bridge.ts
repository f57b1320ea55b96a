import type { ApiRequest, ApiResponse } from './contract/http'
import type { Informer } from './informers'
import type { Prefs } from './prefs'
import type { CarrierRequest, CarrierResponse } from './carrier'
import type { BackupListResult, BackupOutcome } from './contract/backups'
import type { UpdateStatus } from './updates'
import type { ExportOutcome, ExportSaveRequest } from './contract/exports'
import type { PrintDocument, PrintOutcome } from './print'

/**
 * The one interface the renderer talks to. Two implementations: the Electron one (preload ->
 * IPC -> main, which holds the session and does the network) and the web one (fetch with
 * credentials straight to the server). The renderer never calls fetch, ipcRenderer or Node.
 */
export interface ShopBridge {
  api: {
    request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>>
  }
  /** Nova Poshta lookups; failures come back as `{ ok: false }` and are only logged. */
  carrier: {
    request(req: CarrierRequest): Promise<CarrierResponse>
  }
  informers: {
    /** Called with the latest list now (if known) and on every refresh (60 s). Returns unsubscribe. */
    subscribe(listener: (informers: Informer[]) => void): () => void
    /** Poll now instead of waiting for the next tick. */
    refresh(): Promise<void>
  }
  clipboard: {
    writeText(text: string): Promise<void>
  }
  notify(notification: { title: string; body: string; route?: string }): Promise<void>
  windows: {
    /** The frameless calls_new window (one at a time); in web mode a new browser window. */
    openCallsNew(): Promise<void>
    /** For the frameless window's own title bar buttons. */
    minimizeSelf(): Promise<void>
    closeSelf(): Promise<void>
  }
  prefs: {
    get<K extends keyof Prefs>(key: K): Promise<Prefs[K]>
    set<K extends keyof Prefs>(key: K, value: Prefs[K]): Promise<void>
  }
  app: {
    info(): Promise<AppInfo>
    /** Main asks the UI to go somewhere (a notification or tray click). Returns unsubscribe. */
    onNavigate(listener: (route: string) => void): () => void
    /** This window has (or no longer has) a form with unsaved changes: updates wait for it. */
    setUnsaved(unsaved: boolean): Promise<void>
    /** Opens the log folder in the OS's file manager; false where there is none (web mode). */
    openLogFolder(): Promise<boolean>
    /** Prints the current page on the printer chosen in the prefs (web: the browser's dialog). */
    print(): Promise<{ ok: boolean; message: string }>
  }
  /** The desktop app's self-update; web mode answers `unsupported`. */
  updates: {
    status(): Promise<UpdateStatus>
    check(): Promise<void>
    /** "Restart to update"; refused while a form has unsaved changes. */
    restart(): Promise<RestartAnswer>
    onChange(listener: (status: UpdateStatus) => void): () => void
    /** Reads the feed's latest*.yml now (the workstation check); null where not applicable. */
    feed(): Promise<{ ok: boolean; message: string } | null>
  }
  /** Which server this workstation talks to (desktop only; web mode is served by its server). */
  connection: {
    get(): Promise<ConnectionSettings>
    set(settings: ConnectionSettings): Promise<void>
    test(settings: ConnectionSettings): Promise<{ ok: boolean; message: string }>
  }
  /** Backups of the embedded database (administrators; the server refuses anyone else). */
  backups: {
    list(): Promise<BackupListResult>
    create(): Promise<BackupOutcome>
    /** Desktop app on its embedded server only; elsewhere says how it is done on the server. */
    /** `fromAnotherShop`: the person typed that another database's backup is to replace this one. */
    restore(name: string, fromAnotherShop?: boolean): Promise<BackupOutcome>
  }
  /**
   * A table export (`/export`) saved as a file: the desktop app asks where with a save dialog
   * and main streams the server's answer into that file; web mode downloads it. The job id in
   * the request names it for the progress route and for `cancel`.
   */
  exports: {
    save(req: ExportSaveRequest): Promise<ExportOutcome>
    /** Stops a running save (its partial file is removed); nothing when it is not running. */
    cancel(job: string): Promise<void>
  }
  /**
   * A given document (our HTML, or PDF bytes such as a carrier's marking), not the page: the
   * desktop app renders it in a hidden window and prints it silently on the prefs' printer, or
   * saves it as PDF (`printToPDF`, a save dialog); web mode opens the browser's print dialog
   * (whose "Save as PDF" is the web's PDF).
   */
  print: {
    document(doc: PrintDocument): Promise<PrintOutcome>
    savePdf(doc: PrintDocument, fileName: string): Promise<PrintOutcome>
  }
}

export type RestartAnswer = { ok: true } | { ok: false; reason: 'unsaved' | 'not-ready' }

export interface AppInfo {
  platform: 'desktop' | 'web'
  version: string
  /** The shop server the UI talks to, for display. */
  serverUrl: string
}

export type ConnectionSettings = { mode: 'embedded' } | { mode: 'remote'; url: string }
