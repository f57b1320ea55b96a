#!/usr/bin/env node
// Fails when an installed package declares an `engines.node` range that the lowest Node this
// project admits (the minimum of `engines.node` in package.json) does not satisfy: `npm ci`
// only warns (EBADENGINE), and a package that needs a newer Node fails at run time instead.
// Walks every node_modules/**/package.json, nested node_modules and scoped packages included.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import semver from 'semver'

const root = resolve(import.meta.dirname, '..')
const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const admitted = own.engines?.node
const lowest = admitted ? semver.minVersion(admitted) : null
if (!lowest) {
  console.error('check:engines: package.json has no usable engines.node range')
  process.exit(1)
}

/** Every package directory under a node_modules folder, then those under its own. */
function* packagesIn(modules) {
  let entries
  try {
    entries = readdirSync(modules, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const dir = join(modules, entry.name)
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(dir, { withFileTypes: true })) {
        if (scoped.isDirectory()) yield* packageAndNested(join(dir, scoped.name))
      }
    } else {
      yield* packageAndNested(dir)
    }
  }
}

function* packageAndNested(dir) {
  yield dir
  yield* packagesIn(join(dir, 'node_modules'))
}

const refused = []
let checked = 0
for (const dir of packagesIn(join(root, 'node_modules'))) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  } catch {
    continue // a folder without a manifest (a package's own data), not a package
  }
  const range = typeof manifest.engines === 'object' ? manifest.engines?.node : undefined
  if (typeof range !== 'string' || range.trim() === '') continue
  checked++
  // An unparsable range is one npm itself ignores; say so rather than guess.
  if (!semver.validRange(range)) {
    console.warn(`check:engines: ${relative(root, dir)} has an unreadable range "${range}"`)
    continue
  }
  if (!semver.satisfies(lowest, range, { includePrerelease: true })) {
    refused.push(`${manifest.name}@${manifest.version} (${relative(root, dir)}) needs ${range}`)
  }
}

for (const line of refused) console.error(`check:engines: ${line}`)
if (refused.length) {
  console.error(
    `check:engines: FAILED: ${refused.length} package(s) do not run on Node ${lowest}, the lowest that package.json admits (${admitted})`,
  )
  process.exit(1)
}
console.log(
  `check:engines: ok (${checked} packages declare engines.node; all hold for Node ${lowest}, from ${admitted})`,
)
