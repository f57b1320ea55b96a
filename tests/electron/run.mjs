import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findElectron } from '../../scripts/lib/electron-binary.mjs'

/**
 * `npm run test:electron`: the Electron launch suites where an Electron binary exists (they
 * say plainly that they were skipped where it does not), then two checks that need no binary:
 * the renderer under the desktop CSP, and the packaging check.
 */
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..', '..')
let failed = false

const electron = findElectron({ fetch: false })
const reason = electron.path ? displayProblem() : electron.reason
if (reason) {
  console.log(`electron suites: skipped (no Electron binary: ${reason})`)
} else {
  if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
    const build = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const needsXvfb = process.platform === 'linux' && !process.env.DISPLAY
  const command = needsXvfb ? 'xvfb-run' : process.execPath
  const args = [
    ...(needsXvfb ? ['-a', process.execPath] : []),
    '--test',
    '--test-concurrency=1',
    join(here, 'launch.test.mjs'),
  ]
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOP_ELECTRON_PATH: electron.path },
  })
  failed ||= run.status !== 0
}

// Neither needs an Electron binary: the built UI under the desktop CSP in Chromium, and
// electron-builder's packing around a stand-in binary.
for (const check of ['renderer-csp.mjs', 'packaging-check.mjs']) {
  const run = spawnSync(process.execPath, [join(here, check)], { cwd: root, stdio: 'inherit' })
  failed ||= run.status !== 0
}
process.exit(failed ? 1 : 0)

/** A binary without a display cannot open windows; xvfb-run provides one on Linux. */
function displayProblem() {
  if (process.platform !== 'linux' || process.env.DISPLAY) return null
  const xvfb = spawnSync('sh', ['-c', 'command -v xvfb-run'], { encoding: 'utf8' })
  return xvfb.status === 0 ? null : 'no display: DISPLAY is unset and xvfb-run is not installed'
}
