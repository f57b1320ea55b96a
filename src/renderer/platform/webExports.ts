import { errorBodySchema, MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import {
  exportRoute,
  exportSaveRequestSchema,
  type ExportOutcome,
  type ExportSaveRequest,
} from '@shared/contract/exports'
import { CONNECTION_MESSAGES, statusMessage } from '@shared/contract/answer'
import type { ShopBridge } from '@shared/bridge'

/** What the page does with the finished file: the browser's own download of it. */
export type SaveBlob = (blob: Blob, fileName: string) => void

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Exports in web mode: the server's answer is read as it streams and handed to the browser as a
 * download with the offered name. A cancel aborts the request; the server then stops reading.
 */
export function createWebExports(
  doFetch: typeof fetch,
  save: SaveBlob = downloadBlob,
): ShopBridge['exports'] {
  const running = new Map<string, AbortController>()
  return {
    async save(raw: ExportSaveRequest): Promise<ExportOutcome> {
      const req = exportSaveRequestSchema.parse(raw)
      const job = req.body.job
      if (running.has(job)) return { ok: false, reason: 'failed', message: 'Уже триває.' }
      const controller = new AbortController()
      running.set(job, controller)
      try {
        const res = await doFetch(exportRoute(req.table).slice('POST '.length), {
          method: 'POST',
          credentials: 'include',
          headers: { [MARKER_HEADER]: MARKER_VALUE, 'Content-Type': 'application/json' },
          body: JSON.stringify(req.body),
          signal: controller.signal,
        })
        if (!res.ok) {
          const parsed = errorBodySchema.safeParse(await res.json().catch(() => null))
          const message = parsed.success ? parsed.data.message : statusMessage(res.status)
          return { ok: false, reason: 'failed', message }
        }
        const blob = await res.blob()
        save(blob, req.fileName)
        return { ok: true, fileName: req.fileName, bytes: blob.size }
      } catch {
        if (controller.signal.aborted) return { ok: false, reason: 'cancelled' }
        return { ok: false, reason: 'failed', message: CONNECTION_MESSAGES.down }
      } finally {
        running.delete(job)
      }
    },
    async cancel(job: string) {
      running.get(job)?.abort()
    },
  }
}
