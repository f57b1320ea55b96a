#!/usr/bin/env node
// The static checks of `npm test`, in two lanes at once: each check is one single-threaded
// process, and the machine kind has two cores, so the type check runs beside the format check
// and lint instead of after them. The lanes hold about the same work (by CPU time). A lane
// stops at its first failing check, as `&&` would; the other lane runs to its end. Each check's
// output is printed whole when it ends (never interleaved); the run fails if either lane failed.
import { spawn } from 'node:child_process'

const LANES = [
  ['typecheck', 'check:cycles', 'check:engines', 'audit:electron'],
  ['format:check', 'lint'],
]

/** `npm run <script>` with the npm that runs this file (or the one on PATH). */
function npmRun(script) {
  const npm = process.env.npm_execpath
  const [command, args] = npm ? [process.execPath, [npm, 'run', script]] : ['npm', ['run', script]]
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }))
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

async function runLane(scripts) {
  for (const script of scripts) {
    const started = Date.now()
    const { code, output } = await npmRun(script)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    process.stdout.write(`${output}${code === 0 ? '✓' : '✗'} ${script} (${seconds} s)\n\n`)
    if (code !== 0) return false
  }
  return true
}

const results = await Promise.all(LANES.map(runLane))
if (results.includes(false)) {
  console.error('Static checks failed: see the output above.')
  process.exit(1)
}
