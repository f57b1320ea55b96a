import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') }

/**
 * React Router's package points every import at its development build, which differs from its
 * production build in one flag, `ENABLE_DEV_WARNINGS`: with it the router checks its routes and
 * links for developer mistakes on every render and ships the warnings' texts. The renderer's
 * build takes the production build, as React Router's own Vite plugin does; tests keep the
 * development one, warnings and all.
 */
const ROUTER = resolve(import.meta.dirname, 'node_modules/react-router/dist/production')
const rendererAlias = [
  { find: '@shared', replacement: alias['@shared'] },
  { find: /^react-router$/, replacement: `${ROUTER}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER}/dom-export.mjs` },
]

/**
 * Writes `name.br` and `name.gz` beside every text asset of the renderer, once, at build time at
 * the highest levels, so web mode serves them (@fastify/static `preCompressed`) without
 * compressing per request. Tiny files are left alone: the headers would outweigh the saving.
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue
        const source = item.type === 'chunk' ? item.code : item.source
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source)
        if (bytes.length < 1024) continue
        const path = resolve(options.dir ?? '', fileName)
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

/**
 * zod's JSON Schema output (`toJSONSchema`, `~standard.jsonSchema`) is wired into every classic
 * schema, so bundling zod brings its generator even where nothing asks for one. The renderer
 * never does (it parses answers and forms; the server and the tests own the contract's JSON),
 * so there its two modules are replaced by stubs exporting the same names: building a schema or
 * validating with it never reaches them, and asking one for JSON Schema throws. About 5 KiB of
 * brotli off the renderer's cold start.
 */
function zodWithoutJsonSchema(): Plugin {
  const generator = /zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/
  return {
    name: 'shop:zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!generator.test(id)) return null
      const source = readFileSync(id, 'utf8')
      const names = new Set<string>()
      for (const m of source.matchAll(
        /^export (?:function|const|let|class) ([A-Za-z_$][\w$]*)/gm,
      )) {
        names.add(m[1] ?? '')
      }
      for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
        for (const part of (m[1] ?? '').split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop()
          if (name) names.add(name)
        }
      }
      const lines = [
        'const unavailable = () => { throw new Error("zod: JSON Schema is not built into the renderer") }',
      ]
      for (const name of names) {
        // The method factories run when a schema's `~standard` is read; the methods throw.
        const value = /^create\w+Method$/.test(name) ? '() => unavailable' : 'unavailable'
        lines.push(`export const ${name} = ${value}`)
      }
      return lines.join('\n')
    },
  }
}

export default defineConfig({
  // Main process plus the two server entries (standalone CLI and the utilityProcess worker):
  // all Node-side, ESM, dependencies left in node_modules (PGlite loads its wasm from there)
  // except drizzle-orm and zod, bundled: as some 650 small ES modules they cost the server's
  // start about 0.4 s of resolving and loading (docs/performance.md).
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      externalizeDeps: { exclude: ['drizzle-orm', 'zod'] },
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          'server-cli': resolve(import.meta.dirname, 'src/server/cli-entry.ts'),
          'server-worker': resolve(import.meta.dirname, 'src/server/worker-entry.ts'),
        },
      },
    },
  },
  // A sandboxed preload must be one CommonJS file with nothing but `electron` required.
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: '/',
    resolve: { alias: rendererAlias },
    plugins: [react(), zodWithoutJsonSchema(), precompress()],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified; a desk app pays for every byte it parses.
      minify: true,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
        output: {
          codeSplitting: {
            groups: [
              // Must run before zod loads (see the module): a chunk of its own, imported first.
              { name: 'zod-config', test: /src[\\/]renderer[\\/]zodConfig\.ts$/, priority: 30 },
              // Needed by every screen, changes only with an upgrade: one long-cached chunk.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                priority: 20,
              },
              // The server state every screen reads. Only that: the virtual list and the table
              // (also @tanstack) go with the screens that draw them, not into the cold start.
              {
                name: 'query',
                test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
                priority: 15,
              },
              { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
              // The route map without its schemas, the resource registry it reads, the wire's names
              // and the other small modules the entry shares with the schemas below and with lazy
              // screens: one file rather than eight, and kept out of the schemas' chunk. Vite's
              // preload helper too, which the entry and the schemas' finder share.
              {
                name: 'contract',
                test: /vite[\\/]preload-helper|src[\\/]shared[\\/](contract[\\/](wire|failure|route-keys|route-rules|route-spec|table-routes|export-routes)|resources[\\/](registry|types|tables[\\/]\w+)|access|messages[\\/]index|passwords[\\/]rule|phone|prefs-choices)\.ts$/,
                priority: 10,
              },
              // zod, what finds a route's schemas (src/shared/contract/answers.ts) and the schemas
              // every screen's first answers need: the base area's routes (route-areas.ts there),
              // the tables' rows and the orders area (the first screen of most desks, and the
              // photos' and SMS templates' modules the orders list's code shares with it), and the
              // stored preferences' schemas (so that a preference written by a click is stored in
              // that task: src/renderer/platform/webAreas.ts), loaded with the first request. The
              // other areas' schemas are chunks of their own, loaded with a first answer of
              // theirs. None may be the entry's (check-bundle.mjs).
              {
                name: 'schemas',
                test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/](contract[\\/](answers?|http|images|orders|route-areas|schemas|tables|areas[\\/](base|orders))|resources[\\/](enums|messages|rows|validation|values)|rules[\\/]sms-templates|carrier|informers|prefs)\.ts$/,
                priority: 5,
                // Not what they import: Vite's preload helper, which answers.ts uses, is the entry's.
                includeDependenciesRecursively: false,
              },
              // The small modules the list screens share (filters, pager, cells' formats, dialogs'
              // frames, mutations): one file. Left to the bundler they were some 25 files of under
              // 1 KiB on a list's cold load, each costing the main thread a preload link and a
              // module record (docs/performance.md). Named one by one: a module the list screens
              // come to share later gets a small file of its own until it is added here (the
              // files a cold load asks for are listed when tests/e2e/cold-load.spec.ts fails).
              // These modules only, not what they import: that is the entry's, the contract's and
              // the schemas', which must stay where they are (check-bundle.mjs fails if the entry
              // ever imports this chunk).
              {
                name: 'lists',
                test: /src[\\/]renderer[\\/](resources[\\/](prefetch|listUrl|shopNames|ListFilters|ListSkip|labels|format|mutations|UserFilter)|components[\\/](list[\\/]\w+|ui[\\/](ListState|ErrorDetails)|dialogs[\\/](index|Modal|Window)|date-picker[\\/]LazyDatePicker)|hooks[\\/](useLatestSearchParams|useHandler)|format[\\/]numbers|i18n[\\/](bundles|lists)|images[\\/](files|thumbs|queries)|waybills[\\/]api)\.tsx?$|src[\\/]shared[\\/](rules[\\/](order-status|ttns)|shortcuts|format[\\/]dates|messages[\\/]stored)\.ts$|node_modules[\\/](use-sync-external-store[\\/]|date-fns[\\/](constants|constructFrom|toDate|isDate|isValid|lightFormat|parseISO|_lib[\\/](addLeadingZeros|format[\\/]lightFormatters))\.js$)/,
                priority: 3,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  },
})
