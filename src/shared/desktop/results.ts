import { z } from 'zod'
import { messageSchema, type ApiResponse } from '../contract/http'
import type { Message } from '../messages'
import { carrierAnswerSchemas, type CarrierResponse } from '../carrier'
import {
  backupItemSchema,
  backupListSchema,
  type BackupListResult,
  type BackupOutcome,
} from '../contract/backups'
import type { ExportOutcome } from '../contract/exports'
import type { PrintOutcome } from '../print'
import { PREF_SCHEMAS } from '../prefs'
import type { UpdateStatus } from '../updates'

/**
 * The schemas of what main answers the renderer, each typed against the type the bridge
 * promises (a schema that drifts from its type does not compile). Main checks every answer with
 * its channel's schema before it crosses IPC (`src/main/ipc/router.ts`).
 */

export const apiResponseSchema: z.ZodType<ApiResponse> = z.object({
  status: z.number().int(),
  ok: z.boolean(),
  data: z.unknown(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})

const found = <Op extends string, D extends z.ZodType>(op: Op, data: D) =>
  z.object({ ok: z.literal(true), op: z.literal(op), data })

export const carrierResponseSchema: z.ZodType<CarrierResponse> = z.union([
  found('cities', carrierAnswerSchemas.cities.shape.data),
  found('warehouses', carrierAnswerSchemas.warehouses.shape.data),
  found('tracking', carrierAnswerSchemas.tracking.shape.data),
  found('senders', carrierAnswerSchemas.senders.shape.data),
  found('contacts', carrierAnswerSchemas.contacts.shape.data),
  z.object({
    ok: z.literal(true),
    op: z.enum(['marking', 'scan_sheet']),
    data: z.object({ pdf: z.string() }),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
])

/** A check's or an action's sentence for the screen. */
export const outcomeSchema = z.object({ ok: z.boolean(), message: z.string() })

/** Any one preference's value (`prefs.get`); the key's own schema checked it on the way in. */
export const prefValueSchema = z.union(Object.values(PREF_SCHEMAS))

export const appInfoSchema = z.object({
  platform: z.enum(['desktop', 'web']),
  version: z.string(),
  /** The shop server the UI talks to, for display. */
  serverUrl: z.string(),
})
export type AppInfo = z.infer<typeof appInfoSchema>

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

/** Which server this workstation talks to. */
export const connectionSettingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('embedded') }),
  z.object({ mode: z.literal('remote'), url: serverUrlSchema }),
])
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>

const saidSchema = messageSchema as z.ZodType<Message>

export const backupOutcomeSchema: z.ZodType<BackupOutcome> = z.object({
  ok: z.boolean(),
  message: z.string(),
  said: saidSchema.optional(),
  item: backupItemSchema.optional(),
  foreign: z.boolean().optional(),
})

export const backupListResultSchema: z.ZodType<BackupListResult> = z.union([
  z.object({
    ok: z.literal(true),
    list: backupListSchema,
    canRestore: z.boolean(),
    restoreNote: saidSchema.nullable(),
  }),
  z.object({ ok: z.literal(false), message: z.string(), said: saidSchema.optional() }),
])

export const updateStatusSchema: z.ZodType<UpdateStatus> = z.union([
  z.object({ state: z.literal('unsupported'), reason: z.enum(['web', 'dev', 'no-feed']) }),
  z.object({ state: z.literal('idle'), checkedAt: z.number().nullable() }),
  z.object({ state: z.literal('checking') }),
  z.object({ state: z.literal('downloading'), version: z.string(), percent: z.number() }),
  z.object({ state: z.literal('ready'), version: z.string() }),
  z.object({ state: z.literal('error'), message: z.string() }),
])

/** "Restart to update": refused while a form has unsaved changes or nothing is downloaded. */
export const restartAnswerSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.enum(['unsaved', 'not-ready']) }),
])
export type RestartAnswer = z.infer<typeof restartAnswerSchema>

export const exportOutcomeSchema: z.ZodType<ExportOutcome> = z.union([
  z.object({ ok: z.literal(true), fileName: z.string(), bytes: z.number() }),
  z.object({ ok: z.literal(false), reason: z.literal('cancelled') }),
  z.object({ ok: z.literal(false), reason: z.literal('failed'), message: z.string() }),
])

export const printOutcomeSchema: z.ZodType<PrintOutcome> = z.union([
  z.object({ ok: z.literal(true), message: z.string() }),
  z.object({ ok: z.literal(false), reason: z.enum(['cancelled', 'failed']), message: z.string() }),
])
