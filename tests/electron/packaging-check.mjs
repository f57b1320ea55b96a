import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Checks electron-builder.yml as far as this machine allows: electron-builder packs the built
 * app for Linux (`--dir`) around a stand-in Electron binary that carries the fuse sentinel,
 * so its file selection, asar, asarUnpack and fuse flipping all run for real. Then the result
 * is inspected. The real installers need the Electron zip (`npm run dist` with internet).
 *
 * `node tests/electron/packaging-check.mjs` (needs `electron-vite build` first).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const require = createRequire(import.meta.url)
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const WIRE_LENGTH = 9

if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
  console.error('packaging check: run `electron-vite build` first')
  process.exit(1)
}

const work = mkdtempSync(join(tmpdir(), 'shop-pack-'))
try {
  const fakeDist = join(work, 'electron-dist')
  mkdirSync(fakeDist)
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\nexit 0\n'),
    Buffer.from(SENTINEL),
    Buffer.from([1, WIRE_LENGTH]),
    Buffer.from('1'.repeat(WIRE_LENGTH)),
  ])
  writeFileSync(join(fakeDist, 'electron'), wire)
  chmodSync(join(fakeDist, 'electron'), 0o755)
  writeFileSync(join(fakeDist, 'LICENSE'), '')
  writeFileSync(join(fakeDist, 'version'), require('electron/package.json').version)

  const out = join(work, 'out')
  const started = Date.now()
  const pack = () =>
    spawnSync(
      join(root, 'node_modules', '.bin', 'electron-builder'),
      ['--linux', 'dir', `--config.electronDist=${fakeDist}`, `--config.directories.output=${out}`],
      { cwd: root, encoding: 'utf8', env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } },
    )
  let run = pack()
  // A build running at the same time (another terminal) can swap out/ under the packer.
  if (run.status !== 0 && /ENOENT[^\n]*\/out\//.test(`${run.stdout}${run.stderr}`)) run = pack()
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    throw new Error('electron-builder failed')
  }

  const app = join(out, 'linux-unpacked')
  const problems = []
  const asar = require('@electron/asar')
  const listed = new Set(asar.listPackage(join(app, 'resources', 'app.asar'), { isPack: false }))
  for (const file of [
    '/package.json',
    '/out/main/index.js',
    '/out/main/server-worker.js',
    '/out/preload/index.cjs',
    '/out/renderer/index.html',
    '/resources/icon-512.png',
    '/resources/tray/tray-24.png',
    '/resources/tray/trayTemplate@2x.png',
  ]) {
    if (!listed.has(file)) problems.push(`app.asar lacks ${file}`)
  }
  for (const file of [...listed]) {
    if (file.startsWith('/src/') || file.endsWith('.map') || file.includes('preview-badge')) {
      problems.push(`app.asar should not ship ${file}`)
    }
  }
  const unpacked = join(
    app,
    'resources',
    'app.asar.unpacked',
    'node_modules',
    '@electric-sql',
    'pglite',
    'dist',
  )
  for (const file of ['pglite.wasm', 'pglite.data', 'initdb.wasm']) {
    if (!existsSync(join(unpacked, file))) problems.push(`PGlite ${file} is not unpacked`)
  }
  const binary = readFileSync(join(app, 'shop-backoffice'))
  const at = binary.indexOf(SENTINEL) + SENTINEL.length + 2
  const fuses = binary.subarray(at, at + WIRE_LENGTH).toString()
  // Order of @electron/fuses FuseV1Options: RunAsNode, EnableCookieEncryption,
  // EnableNodeOptionsEnvironmentVariable, EnableNodeCliInspectArguments,
  // EnableEmbeddedAsarIntegrityValidation, OnlyLoadAppFromAsar, ...V8Snapshot, GrantFileProtocolExtraPrivileges
  const want = { 0: '0', 1: '1', 2: '0', 3: '0', 4: '1', 5: '1', 7: '0' }
  for (const [index, state] of Object.entries(want)) {
    if (fuses[Number(index)] !== state)
      problems.push(`fuse ${index} is ${fuses[Number(index)]}, want ${state}`)
  }
  if (problems.length) {
    console.error(`packaging check: FAILED\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log(
      `packaging check: ok (${listed.size} entries in app.asar, PGlite unpacked, fuses ${fuses}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
