import { app, BrowserWindow, clipboard } from 'electron'
import type { ConnectionSettings } from '@shared/bridge'
import { msg, type Message } from '@shared/messages'
import type { IpcHandlers } from '../ipc/router'
import type { SessionProxy } from '../session/proxy'
import type { CarrierProxy } from '../carrier/carrier-proxy'
import type { InformerPoller } from '../informers/poller'
import type { PrefsService } from '../prefs/prefs-store'
import type { BackupsService } from '../server/backups'
import { testConnection } from '../server/connection'
import type { UpdateService } from '../updates/service'
import type { FetchLike } from '../session/ports'
import type { ExportService } from '../exports/save'
import type { PrintService } from '../print/print'

export interface HandlerDeps {
  session: SessionProxy
  carrier: CarrierProxy
  poller: InformerPoller
  prefs: PrefsService
  serverUrl(): string | null
  /** The embedded server's URL while it runs. */
  embeddedUrl(): string | null
  openCallsNew(): void
  notify(n: { title: string; body: string; route?: string }): void
  /** Apply a new connection: restart or stop the embedded server, sign out. */
  switchConnection(settings: ConnectionSettings): Promise<void>
  onPrefChanged(key: string): void
  backups: BackupsService
  updates: UpdateService
  /** Records which windows hold unsaved forms (updates never restart over them). */
  setUnsaved(windowId: number, unsaved: boolean): void
  openLogFolder(): Promise<boolean>
  /** Prints the window's page on the prefs' printer. */
  print(window: BrowserWindow): Promise<{ ok: boolean; message: string }>
  /** Reads the update feed now, for the workstation check. */
  checkFeed(): Promise<{ ok: boolean; message: string }>
  /** Electron's fetch (system proxy and certificates) for the connection test. */
  fetch: FetchLike
  /** Table exports: a save dialog, then the server's file streamed into it. */
  exports: ExportService
  /** A given document printed silently on the prefs' printer, or saved as PDF. */
  printing: PrintService
  /** A message (`@shared/messages`) in the desk's language (main's texts). */
  say(message: Message): string
}

/** Every IPC channel's work; the arguments arrive parsed by the router. */
export function createHandlers(deps: HandlerDeps): IpcHandlers {
  const own = (id: number | null) => (id === null ? null : BrowserWindow.fromId(id))
  const answer = (ok: boolean, said: Message) => ({ ok, message: deps.say(said) })
  return {
    async 'api:request'([req]) {
      const res = await deps.session.request(req)
      // After signing in the bell and tray fill at once instead of after a minute.
      if (req.path === '/login' && res.ok) void deps.poller.refresh()
      return res
    },
    'carrier:request': ([req]) => deps.carrier.handle(req),
    'informers:subscribe': () => deps.poller.latest(),
    'informers:refresh': () => deps.poller.refresh(),
    'clipboard:writeText'([text]) {
      clipboard.writeText(text)
    },
    'notify:show'([n]) {
      deps.notify(n)
    },
    'windows:openCallsNew'() {
      deps.openCallsNew()
    },
    'windows:minimizeSelf'(_args, ctx) {
      own(ctx.windowId)?.minimize()
    },
    'windows:closeSelf'(_args, ctx) {
      own(ctx.windowId)?.close()
    },
    'prefs:get': ([key]) => deps.prefs.get(key),
    'prefs:set'([key, value]) {
      deps.prefs.set(key, value)
      deps.onPrefChanged(key)
    },
    'app:info': () => ({
      platform: 'desktop' as const,
      version: app.getVersion(),
      serverUrl: deps.serverUrl() ?? '',
    }),
    'app:setUnsaved'([unsaved], ctx) {
      if (ctx.windowId !== null) deps.setUnsaved(ctx.windowId, unsaved)
    },
    'app:openLogFolder': () => deps.openLogFolder(),
    'app:print'(_args, ctx) {
      const win = own(ctx.windowId)
      return win ? deps.print(win) : answer(false, msg('window.notFound'))
    },
    'updates:status': () => deps.updates.status(),
    'updates:check': () => deps.updates.check(),
    'updates:feed': () => deps.checkFeed(),
    'updates:restart'() {
      const decision = deps.updates.restart()
      return decision.action === 'restart' ? { ok: true } : { ok: false, reason: decision.reason }
    },
    'connection:get': () => deps.prefs.connection(),
    'connection:set': ([settings]) => deps.switchConnection(settings),
    'connection:test'([settings]) {
      // While a remote server is in use the embedded one is stopped; it starts on switching.
      if (settings.mode === 'embedded' && !deps.embeddedUrl()) {
        return deps.prefs.connection().mode === 'remote'
          ? answer(true, msg('connection.embeddedLater'))
          : answer(false, msg('connection.starting'))
      }
      return testConnection(settings, deps.embeddedUrl(), deps.fetch).then((r) =>
        answer(r.ok, r.said),
      )
    },
    'backups:list': () => deps.backups.list(),
    'backups:create': () => deps.backups.create(),
    'backups:restore': ([name, fromAnotherShop]) => deps.backups.restore(name, fromAnotherShop),
    'exports:save': ([req], ctx) => deps.exports.save(req, ctx.windowId),
    'exports:cancel'([job]) {
      deps.exports.cancel(job)
    },
    'print:document': ([doc]) => deps.printing.print(doc),
    'print:savePdf': ([doc, fileName], ctx) => deps.printing.savePdf(doc, fileName, ctx.windowId),
  }
}
