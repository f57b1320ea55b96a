import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { openDatabase } from '../db/client'

/**
 * A new PGlite data folder for a test, as the server's first open of an empty folder leaves it
 * (initdb done, no migration, no lock): copied from a template instead of running initdb again.
 * initdb into a folder is the slowest step of a server start on a folder (several times the
 * copy and open together), and the suites that start servers on folders of their own need
 * several. The migrations, the shop's identity (migration 0020) and everything after still run
 * on each copy, in the test, so every copy is a shop of its own.
 *
 * The template is made once per machine and PGlite version, by the server's own `openDatabase`,
 * in the temp folder; it is built aside and renamed, so a parallel worker never copies half of
 * one. A suite that tests the first open of an empty folder must not use this.
 */
export async function newDataFolder(dataDir: string): Promise<string> {
  const template = await dataFolderTemplate()
  mkdirSync(dirname(dataDir), { recursive: true })
  cpSync(template, dataDir, { recursive: true, preserveTimestamps: true })
  return dataDir
}

let made: Promise<string> | null = null

function dataFolderTemplate(): Promise<string> {
  return (made ??= makeTemplate().catch((error: unknown) => {
    made = null
    throw error
  }))
}

async function makeTemplate(): Promise<string> {
  const folder = join(tmpdir(), `shop-backoffice-pglite-initdb-${pgliteVersion()}`)
  if (existsSync(join(folder, 'PG_VERSION'))) return folder
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`
  const database = await openDatabase({ kind: 'pglite', dataDir: partial })
  await database.close()
  try {
    renameSync(partial, folder)
  } catch (error) {
    // Another worker finished its template first: use that one.
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(join(folder, 'PG_VERSION'))) throw error
  }
  return folder
}

/** The installed PGlite's version (its package.json is not among its exports). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version
    }
    dir = dirname(dir)
  }
  throw new Error('@electric-sql/pglite: its package.json was not found')
}
