#!/usr/bin/env node
// What `npm run test:e2e` runs: the Playwright suites in Debian's Chromium against the built app.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const chromium = '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`${chromium} is missing. Install it with: apt-get install -y chromium`)
  process.exit(1)
}
for (const built of ['out/main/server-cli.js', 'out/renderer/index.html']) {
  if (!existsSync(resolve(root, built))) {
    console.error(
      `${built} is missing: run \`npx electron-vite build\` (or \`npm run build\`) first.`,
    )
    process.exit(1)
  }
}

const workers = process.env.E2E_WORKERS ?? '2'
const cli = resolve(root, 'node_modules/@playwright/test/cli.js')
const result = spawnSync(
  process.execPath,
  [
    cli,
    'test',
    '--config',
    resolve(root, 'playwright.config.ts'),
    `--workers=${workers}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
)
process.exit(result.status ?? 1)
