import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/wire'
import { exportRoute } from '@shared/contract/export-routes'
import type { ExportOutcome, ExportSaveRequest } from '@shared/contract/exports'
import { CONNECTION_MESSAGES, statusMessage } from '@shared/contract/failure'
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

  async function send(raw: ExportSaveRequest, controller: AbortController): Promise<ExportOutcome> {
    // The schemas load with the first export, not with the page (the entry's size budget).
    const [{ exportSaveRequestSchema }, { errorBodySchema }] = await Promise.all([
      import('@shared/contract/exports'),
      import('@shared/contract/http'),
    ])
    const req = exportSaveRequestSchema.parse(raw)
    // Cancelled while they loaded: nothing was asked of the server.
    if (controller.signal.aborted) return { ok: false, reason: 'cancelled' }
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
    }
  }

  return {
    async save(raw: ExportSaveRequest): Promise<ExportOutcome> {
      // Known at once, so a cancel right after the click finds it while the schemas load.
      const job = raw.body.job
      if (running.has(job)) return { ok: false, reason: 'failed', message: 'Уже триває.' }
      const controller = new AbortController()
      running.set(job, controller)
      try {
        return await send(raw, controller)
      } finally {
        running.delete(job)
      }
    },
    async cancel(job: string) {
      running.get(job)?.abort()
    },
  }
}
