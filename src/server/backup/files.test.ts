import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupName, listBackups, parseBackupName, pruneBackups, writeBackup } from './files'
import { backupIfDue } from './schedule'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-backup-files-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const put = (name: string) => writeFileSync(join(dir, name), 'x')
const day = (iso: string) => new Date(`${iso}T03:00:00Z`)

describe('backup files', () => {
  it('are named by their UTC time and read back; other names are not ours', () => {
    const at = new Date('2026-03-29T00:30:05Z')
    expect(backupName(at)).toBe('shop-20260329-003005.tar.gz')
    expect(parseBackupName('shop-20260329-003005.tar.gz')).toEqual(at)
    for (const other of [
      'shop-20261340-000000.tar.gz',
      'shop-20260329-003005.tar.gz.partial',
      '.shop-20260329-003005.tar.gz.ab12.partial',
      'notes.txt',
      'shop-2026-03-29.tar.gz',
    ]) {
      expect(parseBackupName(other)).toBeNull()
    }
  })

  it('lists newest first, ignoring half-written and foreign files', async () => {
    put('shop-20261101-030000.tar.gz')
    put('shop-20261103-030000.tar.gz')
    put('.shop-20261104-030000.tar.gz.1a2b.partial')
    put('readme.txt')
    mkdirSync(join(dir, 'shop-20261105-030000.tar.gz'))
    expect((await listBackups(dir)).map((f) => f.name)).toEqual([
      'shop-20261103-030000.tar.gz',
      'shop-20261101-030000.tar.gz',
    ])
    expect(await listBackups(join(dir, 'absent'))).toEqual([])
  })

  it('writes aside and renames: only the finished file is in the folder', async () => {
    const file = await writeBackup(join(dir, 'new'), day('2026-11-01'), new Uint8Array([1, 2, 3]))
    expect(file).toMatchObject({ name: 'shop-20261101-030000.tar.gz', size: 3 })
    expect(readdirSync(join(dir, 'new'))).toEqual(['shop-20261101-030000.tar.gz'])
  })

  it('prunes what is older than the kept days, never the newest, never foreign files', async () => {
    for (const d of ['2026-10-01', '2026-11-01', '2026-11-09', '2026-11-10', '2026-11-22']) {
      put(backupName(day(d)))
    }
    put('readme.txt')
    const removed = await pruneBackups(dir, 14, day('2026-11-23'))
    expect(removed.sort()).toEqual([backupName(day('2026-10-01')), backupName(day('2026-11-01'))])
    expect(readdirSync(dir).sort()).toEqual(
      [
        backupName(day('2026-11-09')),
        backupName(day('2026-11-10')),
        backupName(day('2026-11-22')),
        'readme.txt',
      ].sort(),
    )
    // A server that was off for months keeps its last backup.
    expect(await pruneBackups(dir, 14, day('2027-06-01'))).toHaveLength(2)
    expect((await listBackups(dir)).map((f) => f.name)).toEqual([backupName(day('2026-11-22'))])
  })
})

describe('the automatic backup', () => {
  it('backs up when there is none, or the newest is as old as the interval', async () => {
    const made: string[] = []
    const service = {
      list: () => listBackups(dir),
      create: async () => {
        const file = await writeBackup(dir, now, new Uint8Array([1]))
        made.push(file.name)
        return file
      },
    }
    let now = new Date('2026-11-20T09:00:00Z')
    expect(await backupIfDue(service, 24, () => now)).not.toBeNull()
    now = new Date('2026-11-21T08:59:59Z')
    expect(await backupIfDue(service, 24, () => now)).toBeNull()
    now = new Date('2026-11-21T09:00:00Z')
    expect(await backupIfDue(service, 24, () => now)).not.toBeNull()
    expect(made).toEqual(['shop-20261120-090000.tar.gz', 'shop-20261121-090000.tar.gz'])
  })
})
