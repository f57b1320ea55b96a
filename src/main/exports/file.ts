import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

/** Streams a response body into a file, counting its bytes; the signal aborts it. */
export async function writeBodyToFile(
  path: string,
  body: WebReadableStream<Uint8Array>,
  signal: AbortSignal,
): Promise<number> {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(null, chunk)
    },
  })
  await pipeline(Readable.fromWeb(body), counter, createWriteStream(path), { signal })
  return bytes
}

export async function removeFile(path: string): Promise<void> {
  await rm(path, { force: true })
}
