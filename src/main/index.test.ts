import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INVOKE_CHANNELS } from '@shared/ipc'
import { informer } from '../shared/test/informers'
import { SERVER_ENV, SERVER_EXEC_ARGV } from './app/embedded'

interface PackageJson {
  scripts: Record<string, string>
}

/**
 * The Electron glue (index.ts and app/*) run against a stand-in `electron` module: checks the
 * wiring the unit tests of the plain modules cannot see (IPC registration, the embedded server
 * start, the protocol, the guards, the tray and the informer push) without an Electron binary.
 */
const h = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events')
  const state = {
    handlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
    protocolHandler: null as null | ((req: { url: string }) => Promise<Response>),
    windows: [] as FakeWindow[],
    focused: null as FakeWindow | null,
    trayTooltips: [] as string[],
    badge: [] as number[],
    opened: [] as string[],
    forked: [] as { path: string; env: Record<string, string>; execArgv?: string[] }[],
    serverUrl: '',
    permission: null as
      | null
      | ((wc: unknown, p: string, cb: (ok: boolean) => void, d: { requestingUrl: string }) => void),
    app: new EventEmitter(),
  }
  class FakeWindow extends EventEmitter {
    static nextId = 1
    id = FakeWindow.nextId++
    sent: [string, unknown][] = []
    url = ''
    webContents = Object.assign(new EventEmitter(), {
      send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
      getURL: () => this.url,
      reload: () => {},
      forcefullyCrashRenderer: () => {},
      isDestroyed: () => false,
    })
    constructor(public options: Record<string, unknown>) {
      super()
      state.windows.push(this)
    }
    loadURL(url: string) {
      this.url = url
      return Promise.resolve()
    }
    isDestroyed = () => false
    isMinimized = () => false
    isMaximized = () => false
    getBounds = () => ({ x: 0, y: 0, width: 800, height: 600 })
    getNormalBounds = this.getBounds
    show() {}
    hide() {}
    focus() {}
    restore() {}
    maximize() {}
    minimize() {}
    close() {}
    setMenu() {}
    setAlwaysOnTop() {}
    static getAllWindows = () => state.windows
    static getFocusedWindow = () => state.focused
    static fromWebContents = (wc: unknown) =>
      state.windows.find((w) => w.webContents === wc) ?? null
    static fromId = (id: number) => state.windows.find((w) => w.id === id) ?? null
  }
  return { state, FakeWindow }
})

vi.mock('electron-store', () => ({
  default: class {
    data = new Map<string, unknown>()
    get = (k: string) => this.data.get(k)
    set = (k: string, v: unknown) => void this.data.set(k, v)
    delete = (k: string) => void this.data.delete(k)
  },
}))

// The Node flavour of electron-log writes the same file without Electron.
vi.mock('electron-log/main', async () => ({ default: (await import('electron-log/node')).default }))

vi.mock('electron-updater', async () => {
  const { EventEmitter } = await import('node:events')
  const autoUpdater = Object.assign(new EventEmitter(), {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null as unknown,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async () => null),
    quitAndInstall: vi.fn(),
  })
  return { default: { autoUpdater } }
})

vi.mock('electron', () => {
  const { state, FakeWindow } = h
  const app = Object.assign(state.app, {
    isPackaged: false,
    setPath: vi.fn(),
    getPath: () => '/tmp/shop-user-data',
    getVersion: () => '0.1.0',
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    setBadgeCount: (n: number) => state.badge.push(n),
    setAsDefaultProtocolClient: vi.fn(() => true),
    setAppUserModelId: vi.fn(),
    quit: vi.fn(),
  })
  return {
    app,
    net: { fetch: (input: string, init: RequestInit) => fetch(input, init) },
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (ch: string, fn: never) => state.handlers.set(ch, fn) },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: (_s: string, fn: never) => (state.protocolHandler = fn),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: never) => (state.permission = fn),
        setPermissionCheckHandler: vi.fn(),
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from(s).reverse(),
      decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
    },
    shell: { openExternal: (url: string) => state.opened.push(url), openPath: async () => '' },
    clipboard: { writeText: vi.fn() },
    dialog: { showErrorBox: vi.fn(), showMessageBox: vi.fn(async () => ({ response: 1 })) },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    Notification: Object.assign(
      class extends EventEmitter {
        show() {}
      },
      { isSupported: () => true },
    ),
    nativeImage: {
      createFromPath: () => ({ setTemplateImage() {} }),
      createFromBitmap: () => ({}),
    },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: vi.fn() },
    Tray: class extends EventEmitter {
      setImage() {}
      setTitle() {}
      setToolTip = (t: string) => state.trayTooltips.push(t)
      setContextMenu() {}
      destroy() {}
    },
    utilityProcess: {
      fork: (
        path: string,
        _args: string[],
        opts: { env: Record<string, string>; execArgv?: string[] },
      ) => {
        state.forked.push({
          path,
          env: opts.env,
          ...(opts.execArgv ? { execArgv: opts.execArgv } : {}),
        })
        const child = Object.assign(new EventEmitter(), {
          postMessage: (m: { type: string }) => m.type === 'stop' && child.emit('exit', 0),
          kill: () => true,
          stdout: null,
          stderr: null,
        })
        setTimeout(() => child.emit('message', { type: 'listening', url: state.serverUrl }), 5)
        return child
      },
    },
  }
})

let server: Server
let started: typeof h.state.forked = []
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { 'Content-Type': 'application/json', ...headers })
        .end(JSON.stringify(body))
    if (req.url === '/health') return json(200, { data: { ok: true } })
    if (req.url === `/feed/latest-${process.platform === 'linux' ? 'linux' : 'mac'}.yml`)
      return res.end("version: 0.2.0\npath: shop.AppImage\nreleaseDate: '2026-11-20'\n")
    if (req.url === '/login')
      return json(200, { data: {} }, { 'Set-Cookie': 'shop_session=abc; HttpOnly' })
    if (req.url === '/api/settings/get_informers' && req.headers.cookie === 'shop_session=abc') {
      const list = [informer('new_orders', 3), informer('ttns_ready', 2), informer('new_tasks', 9)]
      return json(200, { data: list })
    }
    json(401, { message: 'Потрібно увійти.' })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  h.state.serverUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  await import('./index')
  await vi.waitFor(() => expect(h.state.windows.length).toBe(1), { timeout: 5000 })
  // What the start did, before any test switches servers (tests may run in any order).
  started = [...h.state.forked]
})
afterAll(() => server.close())

const own = () => ({ senderFrame: { url: 'app://shop/' }, sender: h.state.windows[0]!.webContents })
const invoke = (channel: string, event: unknown, ...args: unknown[]) =>
  h.state.handlers.get(channel)!(event, ...args)

describe('main process wiring (stand-in electron)', () => {
  it('starts the embedded server in a utilityProcess on loopback in the user data folder', () => {
    expect(started).toHaveLength(1)
    expect(started[0]?.path).toMatch(/server-worker\.js$/)
    expect(started[0]?.env).toMatchObject({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop-user-data/data',
      SHOP_CODE_CACHE: '/tmp/shop-user-data/code-cache',
    })
  })

  it('gives the embedded server the V8 options of the `serve` script', () => {
    const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson).scripts.serve
    expect(started[0]?.execArgv).toEqual([...SERVER_EXEC_ARGV])
    expect(started[0]?.env).toMatchObject(SERVER_ENV)
    expect(serve).toBe(`node ${SERVER_EXEC_ARGV.join(' ')} out/main/server-cli.js`)
    // The web mode's launcher and the benchmarks (their shared start) run the same server the
    // same way.
    for (const script of ['scripts/start.mjs', 'scripts/lib/built-server.mjs']) {
      const source = readFileSync(script, 'utf8')
      for (const option of SERVER_EXEC_ARGV) expect(source, script).toContain(`'${option}'`)
      for (const [name, value] of Object.entries(SERVER_ENV)) {
        expect(source, script).toContain(`${name}: '${value}'`)
      }
    }
  })

  it('opens the main window from app://shop/ with the secure preferences', () => {
    const win = h.state.windows[0]!
    expect(win.url).toBe('app://shop/')
    expect(win.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
  })

  it('registers a handler for every channel, and refuses a foreign frame', async () => {
    expect([...h.state.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort())
    await expect(
      invoke('app:info', { senderFrame: { url: 'https://evil.example/' }, sender: {} }),
    ).rejects.toThrow('Запит не з вікна застосунку відхилено.')
    expect(await invoke('app:info', own())).toEqual({
      platform: 'desktop',
      version: '0.1.0',
      serverUrl: h.state.serverUrl,
    })
  })

  it('logs in through the proxy, then polls informers into the tray and every window', async () => {
    const res = await invoke('api:request', own(), {
      method: 'POST',
      path: '/login',
      body: { login: 'a', password: 'b' },
    })
    expect(res).toMatchObject({ ok: true, status: 200 })
    await vi.waitFor(() =>
      expect(h.state.trayTooltips.at(-1)).toBe('Нові замовлення: 3 · Готові ТТН: 2'),
    )
    expect(h.state.badge.at(-1)).toBe(5)
    expect(h.state.windows[0]!.sent.some(([ch]) => ch === 'informers:subscribe')).toBe(true)
  })

  it('switches to a remote server and back, stopping and restarting the embedded one', async () => {
    expect(await invoke('connection:test', own(), { mode: 'embedded' })).toEqual({
      ok: true,
      message: 'З’єднання встановлено.',
    })
    const main = h.state.windows[0]!
    main.sent.length = 0
    const forks = h.state.forked.length
    await invoke('connection:set', own(), { mode: 'remote', url: h.state.serverUrl })
    expect(await invoke('connection:get', own())).toEqual({
      mode: 'remote',
      url: h.state.serverUrl,
    })
    expect(main.sent).toContainEqual(['app:onNavigate', '/login'])
    expect(await invoke('connection:test', own(), { mode: 'embedded' })).toEqual({
      ok: true,
      message: 'Вбудований сервер запуститься на цьому комп’ютері.',
    })
    // Said in the desk's language.
    await invoke('prefs:set', own(), 'language', 'ru')
    expect(await invoke('connection:test', own(), { mode: 'embedded' })).toEqual({
      ok: true,
      message: 'Встроенный сервер запустится на этом компьютере.',
    })
    await invoke('prefs:set', own(), 'language', 'uk')
    await invoke('connection:set', own(), { mode: 'embedded' })
    expect(h.state.forked).toHaveLength(forks + 1)
    expect(await invoke('app:info', own())).toMatchObject({ serverUrl: h.state.serverUrl })
  })

  it('opens one calls_new window, frameless', async () => {
    await invoke('windows:openCallsNew', own())
    await invoke('windows:openCallsNew', own())
    const calls = h.state.windows.filter((w) => w.url.endsWith('/calls_new'))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.options).toMatchObject({ frame: false, title: 'Нове замовлення' })
    expect(h.state.windows[0]!.options).toMatchObject({ title: 'Магазин — бек-офіс' })
  })

  it('serves the UI over app:// with the CSP and history fallback', async () => {
    const res = await h.state.protocolHandler!({ url: 'app://shop/orders/5' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await res.text()).toMatch(/<html/i)
  })

  it('opens a deep link from a second start in the running window, refusing unknown ones', () => {
    const main = h.state.windows[0]!
    main.sent.length = 0
    const argv = (link: string) => ['/opt/shop/shop-backoffice', '--flag', link]
    h.state.app.emit('second-instance', {}, argv('shop-backoffice://orders/123'))
    expect(main.sent).toEqual([['app:onNavigate', '/orders/123']])
    h.state.app.emit('second-instance', {}, argv('shop-backoffice://ttns/20450000123456'))
    expect(main.sent.at(-1)).toEqual(['app:onNavigate', '/ttns?ttn=20450000123456'])
    main.sent.length = 0
    h.state.app.emit('second-instance', {}, argv('shop-backoffice://users/1'))
    h.state.app.emit('second-instance', {}, argv('shop-backoffice://orders/1?next=//evil'))
    h.state.app.emit('open-url', { preventDefault: vi.fn() }, 'shop-backoffice://settings')
    expect(main.sent).toEqual([])
    h.state.app.emit('open-url', { preventDefault: vi.fn() }, 'shop-backoffice://orders/7')
    expect(main.sent).toEqual([['app:onNavigate', '/orders/7']])
  })

  it('asks the main window for the shortcuts sheet, even from the calls window', async () => {
    const { Menu } = await import('electron')
    const template = vi.mocked(Menu.setApplicationMenu).mock.calls.at(-1)![0] as unknown as {
      submenu?: { accelerator?: string; click?: () => void }[]
    }[]
    const item = template.at(-1)!.submenu!.find((m) => m.accelerator === 'F1')!
    const [main, calls] = [h.state.windows[0]!, h.state.windows[1]!]
    // The calls window has no shortcuts sheet: a push to it would open nothing.
    h.state.focused = calls
    main.sent.length = 0
    calls.sent.length = 0
    item.click!()
    expect(main.sent).toEqual([['app:onShowShortcuts', null]])
    expect(calls.sent).toEqual([])
    h.state.focused = null
  })

  it('answers the update state: nothing to do in an unpackaged build', async () => {
    expect(await invoke('updates:status', own())).toEqual({ state: 'unsupported', reason: 'dev' })
    expect(await invoke('updates:restart', own())).toEqual({ ok: false, reason: 'not-ready' })
  })

  it('reads the feed from the preferences for the workstation check', async () => {
    expect(await invoke('updates:feed', own())).toEqual({
      ok: false,
      message: 'Адресу сервера оновлень не задано.',
    })
    await invoke('prefs:set', own(), 'updateFeed', `${h.state.serverUrl}/feed/`)
    expect(await invoke('updates:feed', own())).toEqual({
      ok: true,
      message: `Сервер оновлень ${h.state.serverUrl}/feed/: є новіша версія 0.2.0.`,
    })
    await invoke('prefs:set', own(), 'language', 'ru')
    expect(await invoke('updates:feed', own())).toMatchObject({
      message: expect.stringContaining('есть более новая версия 0.2.0'),
    })
    await invoke('prefs:set', own(), 'language', 'uk')
  })

  it('guards navigation, window.open and permissions on every web contents', () => {
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() })
    h.state.app.emit('web-contents-created', {}, contents)
    const prevent = vi.fn()
    contents.emit('will-navigate', { preventDefault: prevent }, 'https://novaposhta.ua/')
    contents.emit('will-navigate', { preventDefault: prevent }, 'file:///etc/passwd')
    contents.emit('will-navigate', { preventDefault: vi.fn() }, 'app://shop/orders')
    expect(prevent).toHaveBeenCalledTimes(2)
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as (d: {
      url: string
    }) => unknown
    expect(openHandler({ url: 'https://prom.ua/' })).toEqual({ action: 'deny' })
    expect(h.state.opened).toEqual(['https://novaposhta.ua/', 'https://prom.ua/'])
    const answers: boolean[] = []
    h.state.permission!({}, 'media', (ok) => answers.push(ok), { requestingUrl: 'app://shop/' })
    h.state.permission!({}, 'notifications', (ok) => answers.push(ok), {
      requestingUrl: 'app://shop/',
    })
    expect(answers).toEqual([false, true])
  })
})
