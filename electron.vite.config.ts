import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') }

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

export default defineConfig({
  // Main process plus the two server entries (standalone CLI and the utilityProcess worker):
  // all Node-side, ESM, dependencies left in node_modules (PGlite loads its wasm from there).
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          'server-cli': resolve(import.meta.dirname, 'src/server/cli.ts'),
          'server-worker': resolve(import.meta.dirname, 'src/server/worker.ts'),
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
    resolve: { alias },
    plugins: [react(), precompress()],
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
            ],
          },
        },
      },
    },
  },
})
