import {
  createInformerPoller as createPoller,
  type InformerPoller,
  type Timers,
} from '@shared/informerPoller'
import { parseAnswer } from '@shared/contract/map'
import type { Informer } from '@shared/informers'
import type { ApiResponse } from '@shared/contract/http'
import type { MainT } from '../i18n/texts'
import { decideNotifications, type Baseline, type OsNotification } from './decide'

export type { InformerPoller } from '@shared/informerPoller'

export interface InformerPollerOptions {
  /** `POST /api/settings/get_informers` through main's session. */
  fetchInformers: () => Promise<ApiResponse>
  /** Only poll while signed in; a poll without a session would just answer 401. */
  hasSession: () => boolean
  intervalMs: number
  timers?: Timers
  /** Every fresh list: push to windows, redraw the tray. */
  onUpdate: (list: Informer[]) => void
  onNotify: (notification: OsNotification) => void
  log?: (message: string) => void
  /** Main's texts in the user's current language (notifications). */
  texts?: () => MainT
}

/**
 * Main's informers: the shared poller (`src/shared/informerPoller.ts`, which the web bridge
 * runs too), plus the OS notifications a rise over the last answer deserves.
 */
export function createInformerPoller(options: InformerPollerOptions): InformerPoller {
  let baseline: Baseline = null
  return createPoller({
    fetchInformers: options.fetchInformers,
    parse: (data) => parseAnswer('POST /api/settings/get_informers', data).data,
    hasSession: options.hasSession,
    intervalMs: options.intervalMs,
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.log ? { log: options.log } : {}),
    onUpdate(list, fresh) {
      // A reset: the next answer is a new baseline.
      if (!fresh) baseline = null
      const decision = fresh ? decideNotifications(baseline, list, options.texts?.()) : null
      if (decision) baseline = decision.baseline
      options.onUpdate(list)
      for (const n of decision?.notifications ?? []) options.onNotify(n)
    },
  })
}
