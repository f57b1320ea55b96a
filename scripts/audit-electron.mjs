import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Static audit of the Electron configuration with @doyensec/electronegativity over the code
 * that ships in main and preload (tests left out). The tool exits 0 whatever it finds, so this
 * reads its SARIF report and fails on every finding not explained in
 * scripts/audit-electron.allowlist.json (matched by rule, file and the flagged source text),
 * and on any file it could not parse (an unparsed file is an unaudited file).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const allowlist = JSON.parse(
  readFileSync(join(root, 'scripts', 'audit-electron.allowlist.json'), 'utf8'),
)
const electronVersion = require('electron/package.json').version
const offlineStub = join(root, 'scripts', 'audit-electron-offline.mjs')

const work = mkdtempSync(join(tmpdir(), 'shop-audit-'))
try {
  const input = join(work, 'src')
  for (const room of ['main', 'preload']) {
    cpSync(join(root, 'src', room), join(input, room), {
      recursive: true,
      filter: (path) => !/\.test\.ts$|test-ports\.ts$/.test(path),
    })
  }
  const report = join(work, 'report.sarif')
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'electronegativity'),
    ['-i', input, '-o', report, '-r', '-v', 'false', '-e', electronVersion],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        // The tool's network calls fail at once instead of crashing it (see the preload).
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --import ${JSON.stringify(pathToFileURL(offlineStub).href)}`.trim(),
      },
    },
  )
  if (run.status !== 0) {
    console.error(
      `audit:electron: electronegativity exited with ${run.status}\n${run.stdout}\n${run.stderr}`,
    )
    process.exit(1)
  }
  const output = `${run.stdout}\n${run.stderr}`
  const parseErrors = output.split('\n').filter((l) => /error parsing/i.test(l))
  let sarif
  try {
    sarif = JSON.parse(readFileSync(report, 'utf8'))
  } catch {
    console.error(`audit:electron: electronegativity wrote no report\n${output}`)
    process.exit(1)
  }

  const used = new Set()
  const unexplained = []
  const results = sarif.runs.flatMap((r) => r.results)
  for (const result of results) {
    const location = result.locations?.[0]?.physicalLocation
    const uri = location?.artifactLocation?.uri ?? ''
    const file = uri === 'file:///' ? '*' : `src/${uri}`
    const line = location?.region?.startLine ?? 0
    const source = file === '*' ? '' : (readLine(join(input, uri), line) ?? '')
    const entry = allowlist.findIndex(
      (a) => a.rule === result.ruleId && a.file === file && (!a.match || source.includes(a.match)),
    )
    const where = file === '*' ? 'whole app' : `${file}:${line}`
    if (entry >= 0) used.add(entry)
    else
      unexplained.push(
        `${result.ruleId} at ${where}: ${result.message.text}\n      ${source.trim()}`,
      )
  }
  const stale = allowlist.filter((_, i) => !used.has(i))

  for (const line of parseErrors) console.error(`audit:electron: ${line.trim()}`)
  for (const item of unexplained) console.error(`audit:electron: unexplained finding ${item}`)
  for (const item of stale) {
    console.warn(`audit:electron: allowlist entry no longer needed: ${item.rule} ${item.file}`)
  }
  if (parseErrors.length || unexplained.length) {
    console.error(
      `audit:electron: FAILED (${unexplained.length} unexplained, ${parseErrors.length} unparsed); fix it or explain it in scripts/audit-electron.allowlist.json`,
    )
    process.exit(1)
  }
  console.log(
    `audit:electron: ok (${results.length} findings, all explained in the allowlist; Electron ${electronVersion})`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}

function readLine(path, line) {
  try {
    return readFileSync(path, 'utf8').split('\n')[line - 1]
  } catch {
    return null
  }
}
