import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
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
const FEED = 'http://127.0.0.1:9/shop-updates/'
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

/**
 * Packages only the renderer uses: Vite bundles them into out/renderer, so a copy in the app's
 * node_modules is dead weight. Any of them (or a package only they pull in) in the packaged
 * app fails the check.
 */
const RENDERER_ONLY = [
  '@hookform/resolvers',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'react',
  'react-datepicker',
  'react-dom',
  'react-hook-form',
  'react-hot-toast',
  'react-i18next',
  'react-router-dom',
  'downshift',
  'recharts',
  'zustand',
]
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
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', SHOP_UPDATE_URL: FEED },
      },
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
  // The packaged app's modules: in the asar and beside it (unpacked), with their sizes.
  const unpackedRoot = join(app, 'resources', 'app.asar.unpacked')
  const moduleSizes = new Map()
  const header = asar.getRawHeader(join(app, 'resources', 'app.asar')).header
  const walk = (node, path) => {
    if (node.files)
      for (const [name, child] of Object.entries(node.files)) walk(child, `${path}/${name}`)
    else {
      const m = /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)
      if (m) moduleSizes.set(m[1], (moduleSizes.get(m[1]) ?? 0) + Number(node.size ?? 0))
    }
  }
  walk(header, '')
  for (const name of RENDERER_ONLY) {
    if (moduleSizes.has(name) || existsSync(join(unpackedRoot, 'node_modules', name)))
      problems.push(
        `renderer-only package ${name} is in the app (${mb(moduleSizes.get(name) ?? 0)})`,
      )
  }
  for (const name of [
    'fastify',
    '@electric-sql/pglite',
    'electron-log',
    'electron-updater',
    'i18next',
  ]) {
    if (!moduleSizes.has(name))
      problems.push(`the app lacks ${name}, which main or the server needs`)
  }
  // electron-builder takes its production tree from the lockfile; package.json's own
  // `dependencies` (closed over what they require) must agree, or the next `npm install` brings
  // the renderer's packages back.
  const declared = runtimeClosure(Object.keys(pkg.dependencies ?? {}))
  for (const name of RENDERER_ONLY) {
    if (declared.has(name)) problems.push(`renderer-only package ${name} is a runtime dependency`)
  }
  const appUpdate = join(app, 'resources', 'app-update.yml')
  if (!existsSync(appUpdate)) problems.push('no app-update.yml: the publish section did not apply')
  else if (!readFileSync(appUpdate, 'utf8').includes(FEED))
    problems.push('app-update.yml does not carry the feed URL')
  const asarSize = statSync(join(app, 'resources', 'app.asar')).size
  const unpackedSize = existsSync(unpackedRoot) ? dirSize(unpackedRoot) : 0
  const biggest = [...moduleSizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5)
  console.log(
    `packaging check: app ${mb(asarSize + unpackedSize)} (app.asar ${mb(asarSize)}, unpacked ${mb(unpackedSize)}), ` +
      `${moduleSizes.size} packages; largest: ${biggest.map(([n, s]) => `${n} ${mb(s)}`).join(', ')}`,
  )

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

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function dirSize(dir) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(path) : statSync(path).size
  }
  return total
}

/** Names reachable from `names` through installed packages' dependencies. */
function runtimeClosure(names) {
  const seen = new Set()
  const queue = [...names]
  while (queue.length) {
    const name = queue.pop()
    if (seen.has(name)) continue
    seen.add(name)
    const manifest = join(root, 'node_modules', name, 'package.json')
    if (!existsSync(manifest)) continue
    const json = JSON.parse(readFileSync(manifest, 'utf8'))
    for (const dep of Object.keys({ ...json.dependencies, ...json.optionalDependencies })) {
      queue.push(dep)
    }
  }
  return seen
}
