import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { ukrainian } from '@shared/messages/ukrainian'
import { loadConfig } from '../config'
import { tasks } from '../db/schema'
import { startServer } from '../start'
import { newDataFolder } from '../test/data-folder'
import { BackupCommandError, FROM_ANOTHER_SHOP, restoreCommand } from './cli'
import { listBackups } from './files'
import { IDENTITY_MESSAGES } from './identity'

const root = mkdtempSync(join(tmpdir(), 'shop-identity-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A shop's data folder with one task, and a backup of it in its own default folder. */
async function shopWithBackup(
  name: string,
  task: string,
): Promise<{ dataDir: string; backup: string }> {
  const dataDir = await newDataFolder(join(root, name))
  const config = loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0', PORT: '0' })
  const server = await startServer(config)
  try {
    await server.app.shop.db.insert(tasks).values({ title: task })
    const made = await server.app.shop.backups.create()
    return { dataDir, backup: join(config.backup.dir ?? '', made.name) }
  } finally {
    await server.stop()
  }
}

async function titles(dataDir: string): Promise<string[]> {
  const client = new PGlite(dataDir)
  try {
    return (await client.query<{ title: string }>('select title from tasks')).rows.map(
      (r) => r.title,
    )
  } finally {
    await client.close()
  }
}

const restore = (dataDir: string, args: string[]) =>
  restoreCommand(loadConfig({ DATA_DIR: dataDir }), args)

describe('backups know their database', { timeout: 300_000 }, () => {
  it('a restore refuses another shop’s backup unless told so in words; a backup without an id warns', async () => {
    const a = await shopWithBackup('shop-a', 'Задача магазину А')
    const b = await shopWithBackup('shop-b', 'Задача магазину Б')
    // Each data folder has its own backup folder beside it.
    expect(readdirSync(root).sort()).toEqual([
      'shop-a',
      'shop-a-backups',
      'shop-b',
      'shop-b-backups',
    ])

    const refused = await restore(a.dataDir, [b.backup]).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(BackupCommandError)
    expect((refused as Error).message).toContain(
      ukrainian(IDENTITY_MESSAGES.foreign(basename(b.backup), a.dataDir)),
    )
    expect((refused as Error).message).toContain(FROM_ANOTHER_SHOP)
    expect(await titles(a.dataDir)).toEqual(['Задача магазину А'])
    // Refused before the safety backup: nothing was written anywhere.
    expect(await listBackups(join(root, 'shop-a-backups'))).toHaveLength(1)
    expect(readdirSync(root).filter((n) => n.startsWith('.'))).toEqual([])

    // Its own backup goes through without a word.
    await restore(a.dataDir, [a.backup])
    // With the words, the other shop's backup replaces this database.
    await restore(a.dataDir, [b.backup, FROM_ANOTHER_SHOP])
    expect(await titles(a.dataDir)).toEqual(['Задача магазину Б'])
  })

  it('a backup made before backups had ids is restored with a warning, and keeps the folder’s id', async () => {
    const c = await shopWithBackup('shop-c', 'Задача магазину В')
    // A backup as an older server made it: the same database without its id.
    const client = new PGlite(c.dataDir)
    await client.exec('drop table shop_identity')
    const old = join(root, 'shop-20250101-000000.tar.gz')
    writeFileSync(old, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
    await client.close()
    // Put the id back for the folder itself (it is the same shop).
    await restore(c.dataDir, [c.backup])

    const warnings: string[] = []
    const warn = console.warn
    console.warn = (line: string) => warnings.push(line)
    try {
      await restore(c.dataDir, [old])
    } finally {
      console.warn = warn
    }
    expect(warnings).toContain(ukrainian(IDENTITY_MESSAGES.unknown('shop-20250101-000000.tar.gz')))
    // The folder's id was carried over: its own newer backup is still accepted without words.
    await restore(c.dataDir, [c.backup])
    expect(await titles(c.dataDir)).toEqual(['Задача магазину В'])
  })
})
