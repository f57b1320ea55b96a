import type { ChildProcess } from 'node:child_process'
import { startFakeCarrier, type FakeCarrier } from '../fake-carrier/index.mjs'
import { startServer, stopServer } from './server'

/** The demo shop's Nova Poshta key (src/server/demo/settings.ts): the fake takes only it. */
export const DEMO_NP_KEY = 'demo0000000000000000000000000000'

/** Another fake a spec runs beside the fake Nova Poshta (Ukrposhta, TurboSMS…). */
export interface SideFake {
  url: string
  close(): Promise<void>
}

/** The server of a spec's own, its fake Nova Poshta, and the spec's other fakes by name. */
export type FakeNpShop<Side extends Record<string, SideFake>> = {
  url: string
  carrier: FakeCarrier
} & Side

type CarrierOptions = Omit<NonNullable<Parameters<typeof startFakeCarrier>[0]>, 'apiKey'>

/**
 * A worker fixture (`base.extend<object, { shop: FakeNpShop<…> }>({ shop: fakeNpShop(…) })`):
 * a server with the demo shop whose Nova Poshta is the fake carrier on loopback, and the other
 * fakes `side` starts, each handed to the server by its variable in `env`. Everything it
 * started is stopped after the worker's tests, the server first.
 */
export function fakeNpShop<Side extends Record<string, SideFake> = Record<never, SideFake>>(
  options: {
    carrier?: CarrierOptions
    side?: () => Promise<Side>
    /** The server's variables naming the side fakes' addresses. */
    env?: (side: Side) => Record<string, string>
    /** The server starts with its demo shop: slow on a busy machine. */
    timeout?: number
  } = {},
): [
  (fixtures: object, use: (shop: FakeNpShop<Side>) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use: (shop: FakeNpShop<Side>) => Promise<void>) => {
      const carrier = await startFakeCarrier({ apiKey: DEMO_NP_KEY, ...options.carrier })
      const started: SideFake[] = [carrier]
      let child: ChildProcess | null = null
      try {
        const side = options.side ? await options.side() : ({} as Side)
        started.push(...Object.values(side))
        const server = await startServer({
          NOVA_POSHTA_API_URL: carrier.url,
          ...options.env?.(side),
        })
        child = server.child
        await use({ ...side, url: server.url, carrier })
      } finally {
        if (child) await stopServer(child)
        for (const fake of started) await fake.close()
      }
    },
    { scope: 'worker', timeout: options.timeout ?? 120_000 },
  ]
}
