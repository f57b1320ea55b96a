import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

/** The built standalone server; the end-to-end run drives the real build, not a dev server. */
export const SERVER_ENTRY = resolve(import.meta.dirname, '../../out/main/server-cli.js')

export const ADMIN_LOGIN = 'admin'
export const ADMIN_PASSWORD = 'admin-pass-1'

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => done(port))
    })
  })
}

/** A fresh database with demo data starts in seconds, but over a minute on a saturated machine. */
const HEALTH_WAIT_MS = 120_000

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before answering:\n${log()}`)
    }
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(
    `The server did not answer ${url}/health within ${HEALTH_WAIT_MS / 1000} s:\n${log()}`,
  )
}

/** Loopback's discard port, where nothing listens: a call there fails at once. */
const NOWHERE_URL = 'http://127.0.0.1:9/'
const OUTSIDE_SERVICES = [
  'NOVA_POSHTA_API_URL',
  'NOVA_POSHTA_PRINT_URL',
  'UKRPOSHTA_API_URL',
  'TURBOSMS_API_URL',
  'PROM_API_URL',
  'ROZETKA_API_URL',
]

export interface StartedServer {
  url: string
  child: ChildProcess
}

/**
 * Starts the built server on a free loopback port with a throwaway database and demo data.
 * `extraEnv.PORT` keeps a given port (a restart on the same origin); `DATA_DIR` a kept folder.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`)
  }
  const port = extraEnv['PORT'] ? Number(extraEnv['PORT']) : await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SHOP_ADMIN_LOGIN: ADMIN_LOGIN,
      SHOP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SHOP_DEMO: '1',
      // The server's own parcel refresh stays off: a suite asks update_status_all itself.
      TTN_REFRESH_MINUTES: '0',
      // Every outside service on loopback's closed discard port unless a suite gives its fake:
      // no end-to-end run ever sends anything to the real services.
      ...Object.fromEntries(OUTSIDE_SERVICES.map((name) => [name, NOWHERE_URL])),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  try {
    await waitForHealth(url, child, () => output)
  } catch (error) {
    // A server that never answered is not left running (and loading the machine) for nobody.
    await stopServer(child)
    throw error
  }
  return { url, child }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
