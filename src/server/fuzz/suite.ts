import { describe, expect, it } from 'vitest'
import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { RESOURCE_DEFS } from '@shared/resources/registry'
import { sql } from 'drizzle-orm'
import { samplePayload } from '../resources/test/samples'
import { CARRIER_KEY_SETTING } from '../settings/params'
import { testDatabases, useTestServer } from '../test/harness'
import { RawJson } from './arbitraries'
import { watchDatabase } from './checksum'
import { casesFor, fuzzedRoutes } from './routes'

/**
 * Property-based fuzzing of every route of the contract ("Bad input gets a 4xx with
 * a message, never a 5xx, and writes nothing"). Payloads come from the registry and the
 * contract's schemas (`./routes.ts`), with a fixed seed so a failure reproduces. For each
 * request: no 5xx, and when it is refused (not 2xx), no row of any table changed.
 *
 * The routes are dealt round to `FUZZ_SHARDS` test files (`fuzz-1.test.ts`…), each with its
 * own database, so the test runner's workers share the work instead of one file running it all.
 */
const SEED = 20_260_417
const PER_ROUTE = 200

/** How many `fuzz-N.test.ts` files deal the routes between them. */
export const FUZZ_SHARDS = 3

/**
 * The test server's outside services point at a closed loopback port (`NOWHERE_URL`): the
 * carrier's routes answer 502 "carrier unreachable", which is their documented failure, not a
 * crash.
 */
const CARRIER_ROUTES =
  /^\/apisite\/nova_pochta\/|^\/api\/ttns\/update_status_all$|^\/api\/waybills\/(create|scan_sheet)$/

interface Failure {
  route: string
  url: string
  status: number
  problem: string
  body: string
}

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

/** The fuzz suite over this file's share of the routes: every `FUZZ_SHARDS`-th, from `shard`. */
export function fuzzShard(shard: number): void {
  const routes = fuzzedRoutes().filter((_, i) => i % FUZZ_SHARDS === shard - 1)
  describe.each(testDatabases())(
    `fuzzing routes, share ${shard} of ${FUZZ_SHARDS}, on %s`,
    (kind) => {
      const t = useTestServer(kind)

      it(`answers ${PER_ROUTE}+ hostile payloads per route with no 5xx and no change when refused`, async () => {
        t.clock.set(new Date('2026-03-02T09:00:00Z'))
        const cookie = await t.login()
        const headers = {
          [MARKER_HEADER]: MARKER_VALUE,
          cookie,
          'content-type': 'application/json',
        }
        const send = async (method: string, url: string, body: unknown) => {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers,
            ...(body === undefined
              ? {}
              : { payload: body instanceof RawJson ? body.text : JSON.stringify(body) }),
          })
          return res
        }

        // Two rows in every table, references pointing at rows that exist, the carrier's key
        // included, so the fuzzer's small ids reach updates, deletes and reference checks.
        const refs: Record<string, number> = {}
        const writable = RESOURCE_DEFS.filter((def) => !def.readOnly && !def.serverWrites)
        for (let pass = 0; pass < 2; pass++) {
          const pending = [...writable]
          // A table whose references are not there yet waits for a later round.
          while (pending.length > 0) {
            const ready = pending.filter((def) =>
              Object.values(def.fields).every(
                (f) => f.kind !== 'ref' || !f.required || refs[f.table] !== undefined,
              ),
            )
            expect(
              ready.length,
              `tables left: ${pending.map((d) => d.table).join(', ')}`,
            ).toBeGreaterThan(0)
            for (const def of ready) {
              const res = await send(
                'POST',
                `/api/${def.table}/store`,
                samplePayload(def, pass, refs),
              )
              expect(res.statusCode, `${def.table}: ${res.body}`).toBe(200)
              refs[def.table] = 1
              pending.splice(pending.indexOf(def), 1)
            }
          }
        }
        await send('POST', '/api/settings/store', {
          key: CARRIER_KEY_SETTING,
          value: 'np-key-1234',
        })
        // SMS are written by their sending only: two rows straight in the database, so the
        // delete meets rows too.
        await t.db.execute(sql`insert into sms (phone, text, status, created_at, updated_at)
          values ('0671234567', 'Дякуємо', 'sent', now(), now()),
                 ('0501234567', 'ТТН', 'failed', now(), now())`)

        const watch = await watchDatabase(t.db)
        let baseline = await watch.checksum()
        let xid = await watch.nextXid()
        const failures: Failure[] = []
        const counts: [string, Map<number, number>][] = []
        let sent = 0

        for (const route of routes) {
          const name = `${route.method} ${route.pattern}`
          const byStatus = new Map<number, number>()
          counts.push([name, byStatus])
          const cases = casesFor(route, SEED, PER_ROUTE)
          for (const c of cases) {
            const res = await send(route.method, c.url, c.body)
            sent++
            byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1)
            const fail = (problem: string) =>
              failures.push({
                route: name,
                url: c.url.slice(0, 120),
                status: res.statusCode,
                problem,
                body: `${preview(c.body)} -> ${res.body.slice(0, 200)}`,
              })
            const carrierDown = res.statusCode === 502 && CARRIER_ROUTES.test(route.pattern)
            if (res.statusCode >= 500 && !carrierDown) fail('5xx')
            if (
              res.statusCode < 500 &&
              !res.json<{ message?: unknown }>().message &&
              res.statusCode >= 400
            ) {
              fail('refused without a message')
            }
            const refused = res.statusCode < 200 || res.statusCode > 299
            // No transaction id assigned since the last look means nothing was written at all;
            // otherwise the checksum of every table says whether a refused request changed a row.
            const nextXid = await watch.nextXid()
            if (nextXid !== xid) {
              const now = await watch.checksum()
              if (refused && now !== baseline) fail('a refused request changed rows')
              baseline = now
              xid = nextXid
            }
          }
          expect(cases.length).toBeGreaterThanOrEqual(PER_ROUTE)
        }

        const statuses = [...new Set(counts.flatMap(([, m]) => [...m.keys()]))].sort(
          (a, b) => a - b,
        )
        const table = [
          ['route', ...statuses.map(String)].join('\t'),
          ...counts.map(([name, m]) =>
            [name, ...statuses.map((s) => String(m.get(s) ?? ''))].join('\t'),
          ),
        ]
        console.log(
          `fuzz ${shard}/${FUZZ_SHARDS} on ${kind}: ${sent} requests, seed ${SEED}\n${table.join('\n')}`,
        )

        // The session survived the whole run, so every request above reached its handler.
        expect((await send('POST', '/api/settings/get_params', {})).statusCode).toBe(200)
        expect(failures.slice(0, 20)).toEqual([])
      }, 600_000)
    },
  )
}
