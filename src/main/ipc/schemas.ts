import { z } from 'zod'
import { backupNameSchema } from '@shared/contract/backups'
import { apiRequestSchema } from '@shared/contract/http'
import { exportJobSchema, exportSaveRequestSchema } from '@shared/contract/exports'
import { carrierRequestSchema } from '@shared/carrier'
import { pdfFileNameSchema, printDocumentSchema } from '@shared/print'
import { PREF_KEYS, PREF_SCHEMAS, type PrefKey } from '@shared/prefs'
import type { InvokeChannel, InvokeChannels } from '@shared/ipc'

/** A shop server address: http(s) only, no credentials, no query or fragment. */
export const serverUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === ''
      )
    } catch {
      return false
    }
  }, 'Вкажіть адресу сервера на кшталт https://shop.example.com')

export const connectionSettingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('embedded') }),
  z.object({ mode: z.literal('remote'), url: serverUrlSchema }),
])

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

/** `[key, value]` where the value must satisfy that key's own schema. */
const prefSetSchema = z.tuple([prefKeySchema, z.unknown()]).superRefine(([key, value], ctx) => {
  const result = PREF_SCHEMAS[key].safeParse(value)
  if (!result.success) ctx.addIssue({ code: 'custom', message: `Некоректне значення ${key}` })
})

const none = z.tuple([])

type Args<K extends InvokeChannel> = Parameters<InvokeChannels[K]>

/**
 * The argument list of every invoke channel. Main parses what arrives over IPC with these
 * before any handler sees it; the map type keeps it in step with `InvokeChannels`.
 */
export const ARG_SCHEMAS: { [K in InvokeChannel]: z.ZodType<Args<K>> } = {
  'api:request': z.tuple([apiRequestSchema]),
  'carrier:request': z.tuple([carrierRequestSchema]),
  'informers:get': none,
  'informers:refresh': none,
  'clipboard:write': z.tuple([z.string().max(100_000)]),
  'notify:show': z.tuple([notificationSchema]),
  'windows:open-calls-new': none,
  'windows:minimize-self': none,
  'windows:close-self': none,
  'prefs:get': z.tuple([prefKeySchema]),
  // The superRefine above checked the value against its key's schema.
  'prefs:set': prefSetSchema as unknown as z.ZodType<Args<'prefs:set'>>,
  'app:info': none,
  'connection:get': none,
  'connection:set': z.tuple([connectionSettingsSchema]),
  'connection:test': z.tuple([connectionSettingsSchema]),
  'backups:list': none,
  'backups:create': none,
  // A backup's name only, never a path: main checks it against the server's list too.
  'backups:restore': z.tuple([backupNameSchema, z.boolean().optional()]),
  'app:set-unsaved': z.tuple([z.boolean()]),
  'app:open-log-folder': none,
  'app:print': none,
  'updates:status': none,
  'updates:check': none,
  'updates:restart': none,
  'updates:feed': none,
  // The export's route, body and file name are checked here; the path is main's, from a dialog.
  'exports:save': z.tuple([exportSaveRequestSchema]),
  'exports:cancel': z.tuple([exportJobSchema]),
  // The document's kind, size (HTML characters, PDF bytes) and the PDF's magic are checked here.
  'print:document': z.tuple([printDocumentSchema]),
  'print:save-pdf': z.tuple([printDocumentSchema, pdfFileNameSchema]),
}
