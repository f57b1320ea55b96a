import type { ExportOutcome, ExportSaveRequest } from '@shared/contract/exports'
import { exportRoute } from '@shared/contract/exports'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'

/** What main's export saving needs, injected so it is tested without Electron or a disk. */
export interface ExportPorts {
  /** The OS save dialog over the asking window, offering `fileName`; null when dismissed. */
  chooseFile(windowId: number | null, fileName: string): Promise<string | null>
  /** The request through the user's session (main's session proxy), the body unread. */
  stream(
    req: ApiRequest,
    signal: AbortSignal,
  ): Promise<{ ok: true; response: Response } | ApiResponse>
  /** Writes the body into the file as it arrives; rejects on abort or a write error. */
  write(path: string, body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<number>
  /** Removes a partial file (a cancelled or failed export). */
  remove(path: string): Promise<void>
  log?(message: string): void
}

export interface ExportService {
  save(req: ExportSaveRequest, windowId: number | null): Promise<ExportOutcome>
  cancel(job: string): void
}

export const EXPORT_TEXT = {
  busy: 'Це вивантаження вже триває.',
  writeFailed: (why: string) => `Не вдалося записати файл: ${why}`,
} as const

/**
 * The desktop app's exports: the save dialog first (nothing is asked of the server when the
 * user dismisses it), then the server's answer streamed straight into the chosen file, so a
 * large export never sits in memory. A cancel aborts the request; the partial file is removed.
 */
export function createExportService(ports: ExportPorts): ExportService {
  const running = new Map<string, AbortController>()

  return {
    async save(req, windowId) {
      const job = req.body.job
      if (running.has(job)) return { ok: false, reason: 'failed', message: EXPORT_TEXT.busy }
      const controller = new AbortController()
      running.set(job, controller)
      try {
        const path = await ports.chooseFile(windowId, req.fileName)
        if (!path || controller.signal.aborted) return { ok: false, reason: 'cancelled' }
        const answer = await ports.stream(
          { method: 'POST', path: exportRoute(req.table).slice('POST '.length), body: req.body },
          controller.signal,
        )
        if (!('response' in answer)) {
          if (controller.signal.aborted) return { ok: false, reason: 'cancelled' }
          return { ok: false, reason: 'failed', message: answer.message ?? '' }
        }
        const body = answer.response.body
        if (!body) return { ok: false, reason: 'failed', message: EXPORT_TEXT.writeFailed('') }
        try {
          const bytes = await ports.write(path, body, controller.signal)
          return { ok: true, fileName: path, bytes }
        } catch (error) {
          await ports.remove(path).catch(() => undefined)
          if (controller.signal.aborted) return { ok: false, reason: 'cancelled' }
          const why = error instanceof Error ? error.message : String(error)
          ports.log?.(`Export ${job} failed: ${why}`)
          return { ok: false, reason: 'failed', message: EXPORT_TEXT.writeFailed(why) }
        }
      } finally {
        running.delete(job)
      }
    },
    cancel(job) {
      running.get(job)?.abort()
    },
  }
}
