#!/usr/bin/env node
// What a cold start of the UI downloads and parses before the first screen: the entry script of
// the built renderer with every chunk it preloads, and its stylesheet, as sent (brotli, written
// beside each asset by the build). Prints each file and fails above the budget, so a static
// import that drags a screen's libraries into the entry (a barrel file, a shell component
// importing a form) is caught by `npm test`, not by a user. Sizes, not times: deterministic.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

/**
 * KiB of brotli on the wire for the entry and its preloads. The target (docs/performance.md:
 * 150) counts every script a cold load of `/orders` asks for before its rows, which the
 * end-to-end suite budgets in a browser (`tests/e2e/cold-load.spec.ts`); this is the part
 * checked without one, before the suites run. The entry holds what the first screen needs
 * before its first rows: React, the router, the query client, i18next with the shell's
 * Ukrainian texts, the shell, and the bridge with the HTTP contract's route map without its
 * schemas (`src/shared/contract/route-keys.ts`): zod and the schemas that check every answer
 * load with the first request. Anything a screen, a dialog or a later moment needs loads with
 * it; lower this when the figure drops.
 */
export const BUDGET_KIB = 148

const dir = resolve(import.meta.dirname, '../out/renderer')
const html = resolve(dir, 'index.html')
if (!existsSync(html)) {
  console.error('out/renderer/index.html is missing: run `npx electron-vite build` first.')
  process.exit(1)
}
const page = readFileSync(html, 'utf8')
const files = [
  ...page.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
  ...page.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
].map((m) => m[1])

let total = 0
const rows = []
for (const file of files) {
  const path = resolve(dir, file)
  const br = `${path}.br`
  // Files under 1 KiB are not precompressed (see the build's precompress plugin).
  const bytes = existsSync(br) ? statSync(br).size : brotliCompressSync(readFileSync(path)).length
  total += bytes
  rows.push([file.replace(/^\.\//, ''), bytes])
}
for (const [file, bytes] of rows.sort((a, b) => b[1] - a[1])) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}`)
}
const kib = total / 1024
console.log(`${kib.toFixed(1).padStart(7)} KiB  cold start, brotli (budget ${BUDGET_KIB} KiB)`)
if (kib > BUDGET_KIB) {
  console.error(
    `The UI's cold start grew past its budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB: load the ` +
      'new code with its screen (a lazy route or a lazy component), not from the entry.',
  )
  process.exit(1)
}
