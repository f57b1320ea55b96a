import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') }

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
    plugins: [react()],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
})
