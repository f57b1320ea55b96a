import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import react from '@vitejs/plugin-react'

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') }

/**
 * Files that need a module graph of their own: they mock modules (`vi.mock` of Electron and its
 * libraries), test what a first import does (a lazy screen's code still on its way), or leave
 * lazy code loading when they end (a torn-down environment would then fail the next file).
 * Every other file shares its worker's modules with the files before it (`isolate: false`):
 * PGlite's WebAssembly, zod's schemas and jsdom are then set up once per worker instead of once
 * per file, which takes a third off the server suites and two thirds off the renderer's. A
 * shared module's state must not leak: the renderer's setup clears the toasts after each test.
 */
const FRESH_NODE = ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts']
/** A file that mocks a module would hand its mock to every later file of the worker. */
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))
const FRESH_RENDERER = [
  ...new Set([
    'src/renderer/app/screenCode.test.ts',
    'src/renderer/components/date-picker/LazyDatePicker.test.tsx',
    'src/renderer/shell/right-panel/RightPanel.test.tsx',
    'src/renderer/hooks/useIdleAfter.test.tsx',
    ...globSync('src/renderer/**/*.test.{ts,tsx}', { cwd: import.meta.dirname }).filter((file) =>
      mocksModules(resolve(import.meta.dirname, file)),
    ),
  ]),
]

/**
 * The longest files, which must start first so the two workers finish together. Vitest orders
 * files by their last durations when it has them, but a fresh clone (CI) has none and it falls
 * back to file size: the fuzz shares are three-line files, so they ran last and the run ended
 * on one worker fuzzing alone for two minutes.
 */
const SLOW_FILES = [/\/fuzz\/fuzz-\d+\.test\.ts$/, /\/resources\/crud\.test\.ts$/]

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const slow = (f: TestSpecification) => SLOW_FILES.some((re) => re.test(f.moduleId))
    // Within each project, keeping the projects' order.
    const projects = [...new Set(sorted.map((f) => f.project.name))]
    return projects.flatMap((name) => {
      const own = sorted.filter((f) => f.project.name === name)
      return [...own.filter(slow), ...own.filter((f) => !slow(f))]
    })
  }
}

const node = {
  environment: 'node' as const,
  setupFiles: ['src/shared/test/messages-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

const renderer = {
  environment: 'jsdom' as const,
  setupFiles: ['src/shared/test/messages-setup.ts', 'src/renderer/test/setup.ts'],
  testTimeout: 20_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: server suites each open a PGlite (initdb costs seconds), so keep workers few.
    maxWorkers: 2,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          ...node,
          name: 'node',
          include: ['src/{shared,server}/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...node, name: 'main', include: FRESH_NODE },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          ...renderer,
          name: 'renderer',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          exclude: FRESH_RENDERER,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: { ...renderer, name: 'renderer-fresh', include: FRESH_RENDERER },
      },
    ],
  },
})
