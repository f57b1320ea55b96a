import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'

/**
 * Finds the Electron executable without `require('electron')`, which would try a download
 * noisily and throw. Returns `{ path }` or `{ reason }` (one short English phrase).
 * With `fetch: true` it first tries electron's own installer (quietly, with a time limit).
 */
export function findElectron({ fetch = false, timeoutMs = 120_000 } = {}) {
  const require = createRequire(import.meta.url)
  let pkgDir
  try {
    pkgDir = dirname(require.resolve('electron/package.json'))
  } catch {
    return { reason: 'the electron package is not installed' }
  }
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, readPathTxt(pkgDir) ?? 'electron')
    return existsSync(path) ? { path } : { reason: `ELECTRON_OVERRIDE_DIST_PATH has no ${path}` }
  }
  const found = installed(pkgDir)
  if (found) return { path: found }
  if (!fetch) return { reason: 'the Electron binary is not downloaded' }
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1') {
    return { reason: 'the binary is not downloaded and ELECTRON_SKIP_BINARY_DOWNLOAD=1' }
  }
  const run = spawnSync(process.execPath, [join(pkgDir, 'install.js')], {
    encoding: 'utf8',
    timeout: timeoutMs,
  })
  const again = installed(pkgDir)
  if (again) return { path: again }
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`
  const line =
    output
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /error|failed|ENOTFOUND|ECONN|EAI_AGAIN/i.test(l)) ??
    (run.error ? String(run.error) : `exit ${run.status}`)
  return { reason: `download failed: ${line.replace(/^\w*Error:\s*/, '')}` }
}

function readPathTxt(pkgDir) {
  const file = join(pkgDir, 'path.txt')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null
}

function installed(pkgDir) {
  const rel = readPathTxt(pkgDir)
  if (!rel) return null
  const path = join(pkgDir, 'dist', rel)
  return existsSync(path) ? path : null
}
