// The built server as the benchmarks run it (scripts/bench.mjs, scripts/bench-ui.mjs): the desk's
// environment, a shop filled for the run, the server started on a free loopback port and a
// session of its administrator.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** A `--name value` option of the command line, or `fallback`. */
export function option(name, fallback) {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : fallback
}

export const ENTRY = resolve(import.meta.dirname, '../../out/main/server-cli.js')

/** The V8 options the server ships with (package.json's `serve`, src/main/app/embedded.ts). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50']

/** The marker every call of the contract carries, and JSON. */
export const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }

/** Exits with a line saying what to build when the built server is missing. */
export function requireBuilt() {
  if (existsSync(ENTRY)) return
  console.error('Немає зібраного сервера (out/main/server-cli.js): спершу виконайте npm run build.')
  process.exit(1)
}

/** The desk's server environment (SERVER_ENV in src/main/app/embedded.ts) on `dataDir`. */
export function serverEnv(dataDir) {
  return {
    ...process.env,
    MALLOC_ARENA_MAX: '1',
    MALLOC_MMAP_THRESHOLD_: '131072',
    // The desk's server logs from `warn` up (src/server/embedded.ts), not a line per request.
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SHOP_DEMO: '',
    SHOP_ADMIN_LOGIN: 'bench',
    SHOP_ADMIN_PASSWORD: 'bench-password-1',
    PORT: '0',
    HOST: '127.0.0.1',
  }
}

/** Fills the folder with the demo shop and `orders` orders in all (`demo-large`); exits on failure. */
export function fillShop(env, orders, more = []) {
  const filled = spawnSync(
    process.execPath,
    [ENTRY, 'demo-large', '--orders', String(orders), ...more],
    { env, stdio: 'inherit' },
  )
  if (filled.status !== 0) process.exit(filled.status ?? 1)
}

/**
 * Starts the built server with `nodeFlags` before its entry and resolves with it, its address
 * (from its start lines; whatever it writes later is read and dropped, so neither this process
 * nor the pipe holds it) and `stop`, which resolves once it has exited: it writes its folder as
 * it stops, so a folder is removed only after that. A server still running when this process
 * exits is sent SIGTERM.
 */
export async function startServer(env, nodeFlags = []) {
  const server = spawn(process.execPath, [...nodeFlags, ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.on('exit', () => server.kill('SIGTERM'))
  const url = await new Promise((resolveUrl, reject) => {
    let out = ''
    const read = (chunk) => {
      out += chunk
      const found = /Сервер працює: (\S+)/.exec(out)
      if (!found) return
      server.stdout.off('data', read)
      server.stdout.resume()
      resolveUrl(found[1])
    }
    server.stdout.on('data', read)
    server.on('exit', (code) => reject(new Error(`сервер завершився з кодом ${code}`)))
  })
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit))
  const stop = () => {
    server.kill('SIGTERM')
    return exited
  }
  return { server, url, stop }
}

/** Signs the administrator of `serverEnv` in: the session's cookies as `name=value` pairs. */
export async function logIn(url, env) {
  const login = await fetch(new URL('login', url), {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ login: env.SHOP_ADMIN_LOGIN, password: env.SHOP_ADMIN_PASSWORD }),
  })
  if (!login.ok) throw new Error(`вхід не вдався: ${login.status} ${await login.text()}`)
  return login.headers.getSetCookie().map((c) => c.split(';')[0])
}
