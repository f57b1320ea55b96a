import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { configure } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { ACCESS } from '@shared/access'
import type { ShopBridge } from '@shared/bridge'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { BridgeProvider } from '../platform'
import { DialogProvider } from '../components/dialogs'
import { RecordWindowsProvider } from './record'

// Two cores shared by many processes: give async UI waits room beyond the 1 s default.
configure({ asyncUtilTimeout: 4000 })

/** No bundles: every text is the code's Ukrainian default, interpolated as in the app. */
const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: 'uk',
  resources: {},
  interpolation: { escapeValue: false },
})

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

export type Handler = (req: ApiRequest) => ApiResponse | undefined

/** Who is signed in when a test's handler does not say: an administrator. */
const ADMIN = { id: 1, name: 'Олена', access: ACCESS.administrator }

/**
 * A bridge whose API answers with `handler` (the session of an administrator, and 404 for
 * anything else, when it returns nothing); every call but the session's is kept.
 */
export function fakeBridge(handler: Handler) {
  const calls: ApiRequest[] = []
  /** What the form told main about unsaved changes, in order. */
  const unsaved: boolean[] = []
  const unsupported = () => Promise.reject(new Error('not used by these tests'))
  const bridge = {
    api: {
      request: (req: ApiRequest) => {
        const answer = handler(req)
        if (!answer && req.path === '/session') return Promise.resolve(ok({ data: ADMIN }))
        calls.push(req)
        return Promise.resolve(
          answer ?? { ok: false, status: 404, data: null, message: 'Не знайдено' },
        )
      },
    },
    carrier: { request: unsupported },
    informers: { subscribe: () => () => undefined, refresh: unsupported },
    clipboard: { writeText: unsupported },
    notify: unsupported,
    windows: { openCallsNew: unsupported, minimizeSelf: unsupported, closeSelf: unsupported },
    prefs: { get: unsupported, set: unsupported },
    app: {
      info: unsupported,
      onNavigate: () => () => undefined,
      setUnsaved: (value: boolean) => Promise.resolve(void unsaved.push(value)),
    },
    connection: { get: unsupported, set: unsupported, test: unsupported },
  } as unknown as ShopBridge
  return { bridge, calls, unsaved }
}

export const ok = <T,>(data: T): ApiResponse<T> => ({ ok: true, status: 200, data })

/** The providers a screen of this folder expects, as the app mounts them. */
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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BridgeProvider bridge={bridge}>
          <MemoryRouter initialEntries={[url]}>
            <DialogProvider>
              <RecordWindowsProvider>{children}</RecordWindowsProvider>
            </DialogProvider>
          </MemoryRouter>
        </BridgeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
