import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'

/**
 * The Prom feed's change stamp (migration 0019): triggers on every table the feed reads bump
 * it in the same transaction as the change, so it is read in one row per request. A feed built
 * while a change commits is built at the older stamp at worst, and rebuilt on the next request;
 * never kept past a change.
 */
export interface FeedStamp {
  key: string
  changedAt: Date
}

interface StampRow extends Record<string, unknown> {
  epoch: string
  version: string
  changed_at: Date | string
}

export async function readFeedStamp(db: Db): Promise<FeedStamp> {
  const read = () =>
    queryRows<StampRow>(
      db,
      sql`select epoch::text as epoch, version::text as version, changed_at
            from feed_stamp where id = 1`,
    )
  let [row] = await read()
  if (!row) {
    // The row is gone (an emptied table): a new one, with a new epoch.
    await db.execute(sql`insert into feed_stamp (id) values (1) on conflict (id) do nothing`)
    ;[row] = await read()
  }
  if (!row) throw new Error('feed_stamp has no row')
  return { key: `${row.epoch}.${row.version}`, changedAt: new Date(row.changed_at) }
}

export interface BuiltFeed {
  stamp: string
  body: Buffer
  /** A strong validator: the body's hash. */
  etag: string
  /** The stamp's time, to the second (what `Last-Modified` can say). */
  lastModified: Date
}

/**
 * Each account's feed, built once per stamp. Requests that arrive while it is being built wait
 * for that one build instead of starting their own.
 */
export class FeedCache {
  private readonly built = new Map<string, BuiltFeed>()
  private readonly building = new Map<string, Promise<BuiltFeed>>()
  /** How many times a feed was built (the tests count them). */
  builds = 0

  async get(account: string, stamp: FeedStamp, build: () => Promise<Buffer>): Promise<BuiltFeed> {
    const have = this.built.get(account)
    if (have && have.stamp === stamp.key) return have
    const flight = `${account}\n${stamp.key}`
    let pending = this.building.get(flight)
    if (!pending) {
      pending = (async () => {
        this.builds++
        const body = await build()
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32)
        const feed: BuiltFeed = {
          stamp: stamp.key,
          body,
          etag: `"${hash}"`,
          lastModified: new Date(Math.floor(stamp.changedAt.getTime() / 1000) * 1000),
        }
        this.built.set(account, feed)
        return feed
      })().finally(() => this.building.delete(flight))
      this.building.set(flight, pending)
    }
    return pending
  }
}

/** Whether a conditional GET already holds this feed: `If-None-Match` first, as RFC 9110 says. */
export function notModified(
  feed: BuiltFeed,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === feed.etag)
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince)
    return !Number.isNaN(since) && feed.lastModified.getTime() <= since
  }
  return false
}
