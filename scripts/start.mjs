import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findElectron } from './lib/electron-binary.mjs'

/**
 * `npm start`: build if needed, then the desktop app. Where the Electron binary cannot be had
 * (no download host), say so in one line and serve the same UI in web mode instead.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const built = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'].every((f) =>
  existsSync(join(root, f)),
)
if (!built) {
  console.log('Збираю застосунок (out/ відсутній)…')
  const build = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const electron = findElectron({ fetch: true })

if (electron.path) {
  const child = spawn(electron.path, ['.'], { cwd: root, stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  console.log(`Electron недоступний (${electron.reason}): запускаю веб-режим.`)
  const dataDir = process.env.DATA_DIR ?? join(homedir(), '.shop-backoffice', 'data')
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const port = process.env.PORT ?? '8787'
  const host = process.env.HOST ?? '127.0.0.1'
  // The V8 options of package.json's `serve` and the desk's server environment
  // (SERVER_EXEC_ARGV and SERVER_ENV in src/main/app/embedded.ts say why).
  const server = spawn(
    process.execPath,
    [
      '--max-semi-space-size=8',
      '--heap-growing-percent=50',
      join(root, 'out', 'main', 'server-cli.js'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '1',
        MALLOC_MMAP_THRESHOLD_: '131072',
        DATA_DIR: dataDir,
        PORT: port,
        HOST: host,
      },
    },
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  void announce(`http://${host.includes(':') ? `[${host}]` : host}:${port}/`, dataDir, server)
}

/** Prints the address once the server answers, so the line means "open this now". */
async function announce(url, dataDir, server) {
  for (let i = 0; i < 240 && server.exitCode === null; i++) {
    try {
      const res = await fetch(`${url}health`, { signal: AbortSignal.timeout(1000) })
      if (res.ok) {
        console.log(`Веб-режим: відкрийте ${url} у браузері (дані: ${dataDir}).`)
        return
      }
    } catch {
      // Not listening yet (first start runs database setup).
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
