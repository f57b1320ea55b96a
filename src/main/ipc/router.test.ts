import { describe, expect, it, vi } from 'vitest'
import { INVOKE_CHANNELS } from '@shared/ipc'
import { DEFAULT_PREFS, type PrefKey } from '@shared/prefs'
import { PRINT_HTML_MAX, PRINT_PDF_MAX } from '@shared/print'
import { createIpcRouter, IpcRefusal, type IpcContext, type IpcHandlers } from './router'
import { isTrustedSender } from './sender'

const APP = 'app://shop/'
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
const bigPdf = new Uint8Array(PRINT_PDF_MAX + 1)
bigPdf.set(pdfBytes)
const own: IpcContext = { frameUrl: 'app://shop/orders?status=new', windowId: 1 }

function handlers(): IpcHandlers {
  return {
    'api:request': vi.fn(async () => ({ status: 200, ok: true, data: null })),
    'carrier:request': vi.fn(async () => ({ ok: false as const, message: 'x' })),
    'informers:subscribe': vi.fn(() => null),
    'informers:refresh': vi.fn(),
    'clipboard:writeText': vi.fn(),
    'notify:show': vi.fn(),
    'windows:openCallsNew': vi.fn(),
    'windows:minimizeSelf': vi.fn(),
    'windows:closeSelf': vi.fn(),
    'prefs:get': vi.fn(([key]: [PrefKey]) => DEFAULT_PREFS[key]),
    'prefs:set': vi.fn(),
    'app:info': vi.fn(() => ({ platform: 'desktop' as const, version: '0', serverUrl: '' })),
    'connection:get': vi.fn(() => ({ mode: 'embedded' as const })),
    'connection:set': vi.fn(),
    'connection:test': vi.fn(async () => ({ ok: true, message: '' })),
    'backups:list': vi.fn(async () => ({ ok: false as const, message: '' })),
    'backups:create': vi.fn(async () => ({ ok: false, message: '' })),
    'backups:restore': vi.fn(async () => ({ ok: false, message: '' })),
    'app:setUnsaved': vi.fn(),
    'app:openLogFolder': vi.fn(async () => true),
    'app:print': vi.fn(async () => ({ ok: true, message: '' })),
    'updates:status': vi.fn(() => ({ state: 'idle' as const, checkedAt: null })),
    'updates:check': vi.fn(),
    'updates:restart': vi.fn(() => ({ ok: false as const, reason: 'not-ready' as const })),
    'updates:feed': vi.fn(async () => ({ ok: true, message: '' })),
    'exports:save': vi.fn(async () => ({ ok: false as const, reason: 'cancelled' as const })),
    'exports:cancel': vi.fn(),
    'print:document': vi.fn(async () => ({ ok: true as const, message: '' })),
    'print:savePdf': vi.fn(async () => ({ ok: true as const, message: '' })),
  }
}

describe('isTrustedSender', () => {
  it('accepts only the app scheme and host', () => {
    expect(isTrustedSender('app://shop/calls_new', [APP])).toBe(true)
    expect(isTrustedSender('app://evil/', [APP])).toBe(false)
    expect(isTrustedSender('https://shop/', [APP])).toBe(false)
    expect(isTrustedSender('file:///etc/passwd', [APP])).toBe(false)
    expect(isTrustedSender('about:blank', [APP])).toBe(false)
    expect(isTrustedSender('not a url', [APP])).toBe(false)
    expect(isTrustedSender(null, [APP])).toBe(false)
    expect(isTrustedSender('http://localhost:5173/x', [APP, 'http://localhost:5173/'])).toBe(true)
    expect(isTrustedSender('http://localhost:5174/x', [APP, 'http://localhost:5173/'])).toBe(false)
  })
})

describe('IPC router', () => {
  it('covers every channel of the shared list', () => {
    const h = handlers()
    expect(Object.keys(h).sort()).toEqual([...INVOKE_CHANNELS].sort())
  })

  it('runs a handler with the parsed arguments for the app own window', async () => {
    const h = handlers()
    const router = createIpcRouter(h, () => [APP], vi.fn())
    const req = { method: 'POST', path: '/api/settings/get_params', body: { a: 1 } }
    expect(await router.dispatch('api:request', own, [req])).toEqual({
      status: 200,
      ok: true,
      data: null,
    })
    expect(h['api:request']).toHaveBeenCalledWith([req], own)
    await router.dispatch('prefs:set', own, ['theme', 'dark'])
    expect(h['prefs:set']).toHaveBeenCalledWith(['theme', 'dark'], own)
  })

  it('refuses senders that are not the app own windows, before any handler runs', async () => {
    const h = handlers()
    const log = vi.fn()
    const router = createIpcRouter(h, () => [APP], log)
    for (const frameUrl of ['https://evil.example/', 'file:///tmp/x.html', null]) {
      await expect(
        router.dispatch('clipboard:writeText', { frameUrl, windowId: 3 }, ['x']),
      ).rejects.toThrow('Запит не з вікна застосунку відхилено.')
    }
    expect(h['clipboard:writeText']).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('refuses unknown channels and payloads that fail the schema', async () => {
    const h = handlers()
    const router = createIpcRouter(h, () => [APP], vi.fn())
    await expect(router.dispatch('shell:open', own, ['x'])).rejects.toBeInstanceOf(IpcRefusal)
    const bad: [string, unknown[]][] = [
      ['api:request', [{ method: 'PATCH', path: '/login' }]],
      ['api:request', []],
      ['carrier:request', [{ op: 'cities', query: 'x'.repeat(101) }]],
      ['clipboard:writeText', [42]],
      ['notify:show', [{ title: 'x', body: 'y', route: 'https://evil.example/' }]],
      ['prefs:get', ['password']],
      ['prefs:set', ['theme', 'neon']],
      ['prefs:set', ['leftMenuOpen', 'yes']],
      ['connection:set', [{ mode: 'remote', url: 'file:///etc/passwd' }]],
      ['connection:set', [{ mode: 'remote', url: 'https://user:pw@shop.example' }]],
      ['backups:restore', ['../data/PG_VERSION']],
      ['backups:restore', ['/etc/passwd']],
      ['backups:restore', ['shop-20261120-080000.tar.gz/../../x']],
      ['backups:restore', []],
      ['informers:refresh', ['extra']],
      ['print:document', [{ kind: 'html', title: 'x', html: '' }]],
      ['print:document', [{ kind: 'html', title: 'x', html: 'x'.repeat(PRINT_HTML_MAX + 1) }]],
      ['print:document', [{ kind: 'pdf', title: 'x', data: new TextEncoder().encode('<html>') }]],
      ['print:document', [{ kind: 'pdf', title: 'x', data: 'JVBERi0=' }]],
      ['print:document', [{ kind: 'pdf', title: 'x', data: bigPdf }]],
      ['print:document', [{ kind: 'url', title: 'x', url: 'https://evil.example/' }]],
      ['print:savePdf', [{ kind: 'html', title: 'x', html: '<p>1</p>' }, '../../etc/x.pdf']],
      ['print:savePdf', [{ kind: 'html', title: 'x', html: '<p>1</p>' }, 'slip.exe']],
    ]
    for (const [channel, args] of bad) {
      await expect(router.dispatch(channel, own, args), channel).rejects.toThrow(/Некоректні дані/)
    }
    for (const fn of Object.values(h)) expect(fn).not.toHaveBeenCalled()
  })

  it('takes an HTML or a PDF document to print, and a plain .pdf name to save as', async () => {
    const h = handlers()
    const router = createIpcRouter(h, () => [APP], vi.fn())
    const html = { kind: 'html', title: 'Пакувальний лист 12', html: '<p>12</p>' }
    const pdf = {
      kind: 'pdf',
      title: 'ТТН',
      data: pdfBytes,
      page: { width_mm: 100, height_mm: 100 },
    }
    await router.dispatch('print:document', own, [html])
    await router.dispatch('print:document', own, [pdf])
    await router.dispatch('print:savePdf', own, [html, 'slip-12.pdf'])
    expect(h['print:document']).toHaveBeenNthCalledWith(2, [pdf], own)
    expect(h['print:savePdf']).toHaveBeenCalledWith([html, 'slip-12.pdf'], own)
  })

  it('checks every answer against its declaration before it crosses back', async () => {
    const h = handlers()
    const log = vi.fn()
    const router = createIpcRouter(h, () => [APP], log)
    h['app:info'] = vi.fn(() => ({ platform: 'tablet', version: '0', serverUrl: '' }) as never)
    await expect(router.dispatch('app:info', own, [])).rejects.toThrow(/does not match/)
    h['informers:subscribe'] = vi.fn(() => [{ alias: 'nope' }] as never)
    await expect(router.dispatch('informers:subscribe', own, [])).rejects.toThrow(/does not match/)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('answer refused'))
    // An answer that matches passes through as the handler gave it (nothing stripped).
    const extra = { ok: true, message: '', extra: 1 }
    h['app:print'] = vi.fn(async () => extra)
    expect(await router.dispatch('app:print', own, [])).toBe(extra)
  })

  it('accepts a remote server URL', async () => {
    const h = handlers()
    const router = createIpcRouter(h, () => [APP], vi.fn())
    await router.dispatch('connection:test', own, [
      { mode: 'remote', url: 'https://shop.example/backoffice' },
    ])
    expect(h['connection:test']).toHaveBeenCalledTimes(1)
  })
})
