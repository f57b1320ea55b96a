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
 * KiB of brotli on the wire for the entry and its preloads (docs/performance.md: target 150).
 * 186 since the desk's keyboard work: the move of the focus to each new screen's heading, the
 * shortcuts that work anywhere bound from their table, and the shortcuts sheet's trigger must be
 * live from the first paint (+0.6 KiB; the sheet itself is a lazy chunk). 187 since the server
 * answers in message codes (rendering them is in the entry, +0.4 KiB) and the supplier feeds'
 * routes joined the route map the entry holds (+0.7 KiB). The way back to 150 is the route map's
 * schemas built per route on first use (docs/performance.md).
 */
export const BUDGET_KIB = 187

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
