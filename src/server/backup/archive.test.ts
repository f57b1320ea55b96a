import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { ARCHIVE_MAX_ENTRIES, ARCHIVE_MESSAGES, inspectArchive } from './archive'

const root = mkdtempSync(join(tmpdir(), 'shop-archive-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A tar header block (ustar) for a file of `size` bytes. */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512)
  block.write(name, 0, 'utf8')
  block.write('0000600\0', 100)
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
  block.write('ustar\0', 257)
  block.write('00', 263)
  return block
}

describe('a backup archive checked before it is unpacked', { timeout: 120_000 }, () => {
  const dump = join(root, 'shop-20261120-080000.tar.gz')
  beforeAll(async () => {
    const client = new PGlite()
    await client.waitReady
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
    await client.close()
  }, 120_000)

  const file = (name: string, data: Uint8Array) => {
    const path = join(root, name)
    writeFileSync(path, data)
    return path
  }

  it('accepts PGlite’s dump and counts its entries', async () => {
    const summary = await inspectArchive(dump)
    expect(summary.entries).toBeGreaterThan(500)
    expect(summary.bytes).toBeGreaterThan(1_000_000)
  })

  it('names what is wrong with a file that is no backup, in one line', async () => {
    const whole = readFileSync(dump)
    const cases: [string, Uint8Array, Message][] = [
      ['empty.tar.gz', new Uint8Array(), ARCHIVE_MESSAGES.empty('empty.tar.gz')],
      ['notes.tar.gz', Buffer.from('not an archive'), ARCHIVE_MESSAGES.notGzip('notes.tar.gz')],
      [
        'half.tar.gz',
        whole.subarray(0, whole.length >> 1),
        ARCHIVE_MESSAGES.truncated('half.tar.gz'),
      ],
      ['text.tar.gz', gzipSync('hello world'), ARCHIVE_MESSAGES.notBackup('text.tar.gz')],
      [
        'other.tar.gz',
        gzipSync(Buffer.concat([header('readme.txt', 3), Buffer.alloc(512), Buffer.alloc(1024)])),
        ARCHIVE_MESSAGES.notBackup('other.tar.gz'),
      ],
    ]
    for (const [name, data, message] of cases) {
      await expect(inspectArchive(file(name, data)), name).rejects.toThrow(ukrainian(message))
    }
  })

  it('stops at the entry limit and at the declared size limit', async () => {
    const many = Buffer.concat([
      ...Array.from({ length: ARCHIVE_MAX_ENTRIES + 1 }, (_, i) => header(`f${i}`, 0)),
      Buffer.alloc(1024),
    ])
    await expect(inspectArchive(file('many.tar.gz', gzipSync(many)))).rejects.toThrow(
      ukrainian(ARCHIVE_MESSAGES.tooBig('many.tar.gz')),
    )
    // One entry claiming 3 GB: refused on its header, before any of it would be read.
    const huge = Buffer.concat([header('PG_VERSION', 3 * 1024 ** 3), Buffer.alloc(4096)])
    await expect(inspectArchive(file('huge.tar.gz', gzipSync(huge)))).rejects.toThrow(
      ukrainian(ARCHIVE_MESSAGES.tooBig('huge.tar.gz')),
    )
  })
})
