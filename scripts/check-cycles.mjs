#!/usr/bin/env node
// Fails when a module of `src` imports itself back through a chain of imports (an import
// cycle), which makes load order matter and rooms leak into each other. Type-only imports count
// too: they are erased from the build, but two modules that name each other's types are one
// unit that reads as two. Resolves `@shared/...` through each tsconfig.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')

function graphOf(configFile) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  const files = parsed.fileNames.filter((f) => f.includes('/src/') && !/\.test\.tsx?$/.test(f))
  const graph = new Map()
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    const targets = new Set()
    for (const node of source.statements) {
      const isImport = ts.isImportDeclaration(node)
      const isExport = ts.isExportDeclaration(node)
      if (!isImport && !isExport) continue
      if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue
      const found = ts.resolveModuleName(node.moduleSpecifier.text, file, parsed.options, ts.sys)
      const target = found.resolvedModule?.resolvedFileName
      if (target && !target.includes('node_modules') && files.includes(target)) targets.add(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** Every cycle, once, as the list of files around it (Tarjan's strongly connected components). */
function cyclesOf(graph) {
  let index = 0
  const stack = []
  const info = new Map()
  const cycles = []
  function visit(v) {
    info.set(v, { index, low: index, onStack: true })
    index++
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w)
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low)
      } else if (info.get(w).onStack) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index)
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const component = []
      let w
      do {
        w = stack.pop()
        info.get(w).onStack = false
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || graph.get(v)?.has(v)) cycles.push(component)
    }
  }
  for (const v of graph.keys()) if (!info.has(v)) visit(v)
  return cycles
}

let failed = false
let modules = 0
for (const config of ['tsconfig.node.json', 'tsconfig.web.json']) {
  const graph = graphOf(config)
  modules += graph.size
  for (const cycle of cyclesOf(graph)) {
    failed = true
    console.error(`import cycle (${config}): ${cycle.map((f) => relative(root, f)).join(' <-> ')}`)
  }
}
if (failed) process.exit(1)
console.log(`import cycles: none (${modules} modules read)`)
