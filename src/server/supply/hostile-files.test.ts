import { crc32, createDeflateRaw } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ukrainian } from '@shared/messages/ukrainian'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive'
import { XML_MESSAGES } from './price-file'

const MiB = 1024 * 1024

/**
 * A one-entry zip (`xl/worksheets/sheet1.xml`) of `size` bytes of spaces, deflated as it is
 * made (never held whole), its central directory declaring `declared` as the unpacked size.
 */
async function zipBomb(size: number, declared = size): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 })
  const parts: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => parts.push(chunk))
  const done = new Promise((resolve) => deflater.on('end', resolve))
  const block = Buffer.alloc(MiB, 0x20)
  let crc = 0
  for (let left = size; left > 0; left -= MiB) {
    const piece = left >= MiB ? block : block.subarray(0, left)
    crc = crc32(piece, crc)
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve))
  }
  deflater.end()
  await done
  const data = Buffer.concat(parts)
  const name = Buffer.from('xl/worksheets/sheet1.xml')
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(crc >>> 0, 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(declared, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc >>> 0, 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(declared, 24)
  central.writeUInt16LE(name.length, 28)
  central.writeUInt32LE(0, 42)
  const cdOffset = local.length + name.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(cdOffset, 16)
  return Buffer.concat([local, name, data, central, name, end])
}

/** The highest resident memory seen while `work` runs, above what it was before. */
async function peakExtraMemory(work: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss))
  const timer = setInterval(sample, 2)
  try {
    await work()
  } finally {
    clearInterval(timer)
    sample()
  }
  return peak - before
}

describe.each(testDatabases())('hostile price-list files on %s', (kind) => {
  const t = useTestServer(kind)

  const runs = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from parsers`))[0]!.n

  const dryRun = (cookie: string, filename: string, content: Buffer | string) =>
    t.post(
      '/api/price_lists/dry_run',
      { provider: 'itsell', filename, content: Buffer.from(content).toString('base64') },
      { cookie },
    )

  it.each([
    // The probe's file: 1 MB that unpacks to 420 MB, its sizes declared honestly.
    [
      'declares 420 MiB',
      420 * MiB,
      420 * MiB,
      ARCHIVE_MESSAGES.total(ARCHIVE_LIMITS.totalBytes / MiB),
    ],
    // Within the total, but packed a thousand times over.
    [
      'packs 30 MiB a thousandfold',
      30 * MiB,
      30 * MiB,
      ARCHIVE_MESSAGES.ratio('xl/worksheets/sheet1.xml'),
    ],
    // Lies: declares 10 kB, unpacks to 420 MiB.
    [
      'lies about its 420 MiB',
      420 * MiB,
      10_000,
      ARCHIVE_MESSAGES.lies('xl/worksheets/sheet1.xml'),
    ],
  ])(
    'a zip bomb that %s is refused with 422 within 100 MiB of extra memory',
    async (_what, size, declared, message) => {
      const cookie = await t.login()
      const bomb = await zipBomb(size, declared)
      expect(bomb.length).toBeLessThan(1_400_000)
      let res: Awaited<ReturnType<typeof dryRun>> | null = null
      const extra = await peakExtraMemory(async () => {
        res = await dryRun(cookie, 'itsell.xlsx', bomb)
      })
      expect(res!.status, JSON.stringify(res!.body)).toBe(422)
      expect(res!.body).toMatchObject({ message: ukrainian(message), ...message })
      expect(extra).toBeLessThan(100 * MiB)
      expect(await runs()).toBe(0)
    },
    120_000,
  )

  it('an XML with an external entity is refused with 422 before any parser sees it', async () => {
    const cookie = await t.login()
    const xml = `<?xml version="1.0"?>
<!DOCTYPE offers [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<offers><offer><barcode>1</barcode><name>&secret;</name><price>10</price></offer></offers>`
    const res = await dryRun(cookie, 'itsell.xml', xml)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      message: ukrainian(XML_MESSAGES.doctype),
      code: 'price.doctype',
    })
    expect(await runs()).toBe(0)
  })

  it('an XML of 100,000 nested tags is refused with 422', async () => {
    const cookie = await t.login()
    const xml = `<?xml version="1.0"?>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`
    const res = await dryRun(cookie, 'itsell.xml', xml)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ message: ukrainian(XML_MESSAGES.depth), code: 'price.depth' })
    expect(await runs()).toBe(0)
  })

  it('an ordinary XML still reads, its standard entities decoded', async () => {
    const cookie = await t.login()
    const xml = `<?xml version="1.0"?>
<offers><offer><barcode>555</barcode><name>Чохол &amp; скло &lt;2 шт&gt;</name><price>10</price></offer></offers>`
    const res = await dryRun(cookie, 'itsell.xml', xml)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const run = (res.body as { data: { run: { new: { title: string }[] } } }).data.run
    expect(run.new.map((n) => n.title)).toEqual(['Чохол & скло <2 шт>'])
  })
})
