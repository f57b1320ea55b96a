import type { ApiRequest, ApiResponse } from './contract/http'
import type { CarrierRequest, CarrierResponse } from './carrier'
import type { Informer } from './informers'
import type { PrefKey, Prefs } from './prefs'
import type { AppInfo, ConnectionSettings, RestartAnswer } from './bridge'
import type { BackupListResult, BackupOutcome } from './contract/backups'
import type { UpdateStatus } from './updates'
import type { ExportOutcome, ExportSaveRequest } from './contract/exports'
import type { PrintDocument, PrintOutcome } from './print'

/**
 * Every IPC channel, in one place, in one style (`area:verb`). The handler map is a type so the
 * preload's `invoke` and main's `handle` cannot drift apart. Main parses every payload with zod.
 */
export interface InvokeChannels {
  'api:request': (req: ApiRequest) => ApiResponse
  'carrier:request': (req: CarrierRequest) => CarrierResponse
  'informers:get': () => Informer[] | null
  'informers:refresh': () => void
  'clipboard:write': (text: string) => void
  'notify:show': (n: { title: string; body: string; route?: string }) => void
  'windows:open-calls-new': () => void
  'windows:minimize-self': () => void
  'windows:close-self': () => void
  'prefs:get': (key: PrefKey) => Prefs[PrefKey]
  'prefs:set': (key: PrefKey, value: Prefs[PrefKey]) => void
  'app:info': () => AppInfo
  'connection:get': () => ConnectionSettings
  'connection:set': (settings: ConnectionSettings) => void
  'connection:test': (settings: ConnectionSettings) => { ok: boolean; message: string }
  'backups:list': () => BackupListResult
  'backups:create': () => BackupOutcome
  'backups:restore': (name: string, fromAnotherShop?: boolean) => BackupOutcome
  'app:set-unsaved': (unsaved: boolean) => void
  'app:open-log-folder': () => boolean
  'app:print': () => { ok: boolean; message: string }
  'updates:status': () => UpdateStatus
  'updates:check': () => void
  'updates:restart': () => RestartAnswer
  'updates:feed': () => { ok: boolean; message: string }
  'exports:save': (req: ExportSaveRequest) => ExportOutcome
  'exports:cancel': (job: string) => void
  'print:document': (doc: PrintDocument) => PrintOutcome
  'print:save-pdf': (doc: PrintDocument, fileName: string) => PrintOutcome
}
export type InvokeChannel = keyof InvokeChannels

/** Channels main pushes to windows. */
export interface PushChannels {
  'informers:update': (informers: Informer[]) => void
  'app:navigate': (route: string) => void
  'updates:changed': (status: UpdateStatus) => void
}
export type PushChannel = keyof PushChannels

export const INVOKE_CHANNELS = [
  'api:request',
  'carrier:request',
  'informers:get',
  'informers:refresh',
  'clipboard:write',
  'notify:show',
  'windows:open-calls-new',
  'windows:minimize-self',
  'windows:close-self',
  'prefs:get',
  'prefs:set',
  'app:info',
  'connection:get',
  'connection:set',
  'connection:test',
  'backups:list',
  'backups:create',
  'backups:restore',
  'app:set-unsaved',
  'app:open-log-folder',
  'app:print',
  'updates:status',
  'updates:check',
  'updates:restart',
  'updates:feed',
  'exports:save',
  'exports:cancel',
  'print:document',
  'print:save-pdf',
] as const satisfies readonly InvokeChannel[]

export const PUSH_CHANNELS = [
  'informers:update',
  'app:navigate',
  'updates:changed',
] as const satisfies readonly PushChannel[]
