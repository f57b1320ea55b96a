import type { ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import type { ShopBridge } from '@shared/bridge'
import type { ApiResponse } from '@shared/contract/http'
import { Providers as AppProviders } from '../app/Providers'
import { createI18n } from '../i18n'
import type { Prefs } from '@shared/prefs'
import { RecordWindowsProvider } from '../resources/record/RecordWindowsProvider'
import { createFakeBridge, type ApiHandler } from './fakeBridge'

/**
 * The renderer's test kit: one fake bridge (`createFakeBridge`), the app's own providers with
 * the real `uk` bundle, so a test finds controls by the labels users see.
 */

export {
  createFakeBridge,
  informer,
  type ApiHandler,
  type ApiHandler as Handler,
} from './fakeBridge'

export const ok = <T,>(data: T): ApiResponse<T> => ({ ok: true, status: 200, data })

/**
 * A fake bridge whose API answers with `handler` (the session of an administrator, and 404,
 * when it returns nothing), with every call it was asked and every unsaved-changes report.
 */
export function fakeBridge(handler: ApiHandler, prefs?: Partial<Prefs>) {
  const bridge = createFakeBridge({ handlers: [handler], ...(prefs ? { prefs } : {}) })
  /** What the form told main about unsaved changes, in order. */
  const unsaved: boolean[] = []
  bridge.app.setUnsaved = async (value: boolean) => {
    unsaved.push(value)
  }
  return { bridge, calls: bridge.apiCalls, unsaved }
}

/**
 * A test DOM lays nothing out, so a scroll box measures 0 px and a virtual list shows no rows.
 * Give elements a screenful of size, as a browser window would.
 */
export function fakeLayout(width = 1200, height = 720) {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  })
}

/** A screen inside the app's providers, at `url`, with the record windows it may open. */
export function Providers({
  bridge,
  children,
  url = '/',
}: {
  bridge: ShopBridge
  children: ReactNode
  url?: string
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <AppProviders bridge={bridge} queryClient={client} i18n={createI18n()} prefsKnown>
      <MemoryRouter initialEntries={[url]}>
        <RecordWindowsProvider>{children}</RecordWindowsProvider>
      </MemoryRouter>
    </AppProviders>
  )
}
