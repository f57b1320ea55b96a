import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ExportSaveRequest } from '@shared/contract/exports'
import { removeFile, writeBodyToFile } from './file'
import { createExportService, type ExportPorts } from './save'

const dir = mkdtempSync(join(tmpdir(), 'shop-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const request: ExportSaveRequest = {
  table: 'products',
  fileName: 'products-2026-11-23.csv',
  body: { job: 'job-main-1', format: 'csv', columns: [{ name: 'id', header: 'ID' }] },
}

/** A body that yields its chunks, then waits until the test lets it finish (or is aborted). */
function slowBody(chunks: string[], release: Promise<void>) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c))
      await release
      controller.close()
    },
  })
}

function ports(over: Partial<ExportPorts> = {}): ExportPorts {
  return {
    chooseFile: vi.fn(async () => join(dir, 'out.csv')),
    stream: vi.fn(async () => ({ ok: true as const, response: new Response('\uFEFFID\r\n1\r\n') })),
    write: writeBodyToFile,
    remove: vi.fn(removeFile),
    ...over,
  }
}

describe('the desktop export', () => {
  it('asks where, then streams the server’s file into it', async () => {
    const p = ports()
    const outcome = await createExportService(p).save(request, 7)
    expect(p.chooseFile).toHaveBeenCalledWith(7, 'products-2026-11-23.csv')
    expect(p.stream).toHaveBeenCalledWith(
      { method: 'POST', path: '/api/products/export', body: request.body },
      expect.any(AbortSignal),
    )
    expect(outcome).toEqual({ ok: true, fileName: join(dir, 'out.csv'), bytes: 10 })
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe('\uFEFFID\r\n1\r\n')
  })

  it('asks the server nothing when the dialog is dismissed', async () => {
    const p = ports({ chooseFile: vi.fn(async () => null) })
    expect(await createExportService(p).save(request, 1)).toEqual({
      ok: false,
      reason: 'cancelled',
    })
    expect(p.stream).not.toHaveBeenCalled()
  })

  it('passes the server’s refusal on', async () => {
    const p = ports({
      stream: vi.fn(async () => ({
        status: 403,
        ok: false,
        data: null,
        message: 'Немає доступу.',
      })),
    })
    expect(await createExportService(p).save(request, 1)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Немає доступу.',
    })
  })

  it('a cancel stops the download and removes the partial file', async () => {
    const path = join(dir, 'partial.xlsx')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const p = ports({
      chooseFile: vi.fn(async () => path),
      stream: vi.fn(async () => ({
        ok: true as const,
        response: new Response(slowBody(['PK\u0003\u0004', 'more'], held)),
      })),
    })
    const service = createExportService(p)
    const saving = service.save({ ...request, fileName: 'products.xlsx' }, 1)
    await vi.waitFor(() => expect(existsSync(path)).toBe(true))
    service.cancel('job-main-1')
    expect(await saving).toEqual({ ok: false, reason: 'cancelled' })
    expect(p.remove).toHaveBeenCalledWith(path)
    expect(existsSync(path)).toBe(false)
    release()
  })
})
