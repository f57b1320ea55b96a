import { z } from 'zod'
import { createHttpClient, type FetchLike } from './http'
import { msg, SaidError, type Message } from './messages'
import type { EnumValue } from './resources/enums'
import { ukrposhtaReading } from './rules/parcel-status'

/**
 * Ukrposhta's StatusTracking API (the tracking of `050…` parcels): `GET
 * {base}statuses/last?barcode=…` with `Authorization: Bearer <token>` answers the parcel's last
 * event (`barcode`, `event` code, `eventName`, `date`, the office's `index` and `name`…); a
 * barcode Ukrposhta has no event for yet answers 404; a token it does not accept answers 401
 * (403 when the token is not for this API). The fetch is injected, the endpoint configured
 * (UKRPOSHTA_API_URL), the token a secret setting (`api.ukrposhta.token`).
 */

export const DEFAULT_UKRPOSHTA_API_URL = 'https://www.ukrposhta.ua/status-tracking/0.0.1/'
export const UKRPOSHTA_TOKEN_SETTING = 'api.ukrposhta.token'

/** Why a tracking call failed (`@shared/messages`: `ukrposhta.*`). */
export const UKRPOSHTA_MESSAGES = {
  noToken: msg('ukrposhta.noToken'),
  badToken: msg('ukrposhta.badToken'),
  down: msg('ukrposhta.down'),
  garbage: msg('ukrposhta.garbage'),
} as const

export class UkrposhtaError extends SaidError {
  readonly kind: 'token' | 'down'
  constructor(said: Message, kind: 'token' | 'down') {
    super(said)
    this.name = 'UkrposhtaError'
    this.kind = kind
  }
}

const code = z.union([z.string(), z.number()]).transform((v) => String(v).trim())

/** The last event of one parcel, as the API answers it (fields we do not read may be absent). */
export const ukrposhtaStatusSchema = z.looseObject({
  barcode: z.string(),
  event: code,
  eventName: z.string().nullish(),
  date: z.string().nullish(),
  index: z.string().nullish(),
  name: z.string().nullish(),
  step: z.number().nullish(),
})
export type UkrposhtaStatus = z.infer<typeof ukrposhtaStatusSchema>

export interface UkrposhtaClient {
  /** The parcel's last event, or null when Ukrposhta has none yet. Throws UkrposhtaError. */
  lastStatus(barcode: string): Promise<UkrposhtaStatus | null>
}

export type UkrposhtaFetch = FetchLike

export function createUkrposhtaClient(options: {
  apiUrl: string
  getToken: () => Promise<string>
  fetch: UkrposhtaFetch
  timeoutMs?: number
  /** The first wait before a read is tried again (src/shared/http/client.ts), ms. */
  retryWaitMs?: number | undefined
}): UkrposhtaClient {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`
  const http = createHttpClient({
    service: 'Ukrposhta',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    backoffMs: options.retryWaitMs,
  })
  return {
    async lastStatus(barcode) {
      const token = (await options.getToken()).trim()
      if (!token) throw new UkrposhtaError(UKRPOSHTA_MESSAGES.noToken, 'token')
      let response: Response
      let text: string
      try {
        // A read: retried on silence, 5xx and 429 (src/shared/http/client.ts).
        response = await http.send({
          method: 'GET',
          url: `${base}statuses/last?barcode=${encodeURIComponent(barcode)}`,
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        })
        text = await response.text()
      } catch {
        throw new UkrposhtaError(UKRPOSHTA_MESSAGES.down, 'down')
      }
      if (response.status === 401 || response.status === 403) {
        throw new UkrposhtaError(UKRPOSHTA_MESSAGES.badToken, 'token')
      }
      if (response.status === 404) return null
      if (!response.ok) throw new UkrposhtaError(UKRPOSHTA_MESSAGES.down, 'down')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new UkrposhtaError(UKRPOSHTA_MESSAGES.garbage, 'down')
      }
      // `statuses/last` answers one object; a list (the `statuses` history) gives its last.
      const last = Array.isArray(json) ? json[json.length - 1] : json
      const parsed = ukrposhtaStatusSchema.safeParse(last)
      if (!parsed.success) throw new UkrposhtaError(UKRPOSHTA_MESSAGES.garbage, 'down')
      return parsed.data
    },
  }
}

/** Ukrposhta's event code to our TTN status (src/shared/rules/parcel-status.ts has the table). */
export function ukrposhtaTtnStatus(event: string): EnumValue<'ttn_status'> | null {
  return ukrposhtaReading(event).stage
}
