import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { createPortal } from 'react-dom'
import type { i18n as I18n } from 'i18next'
import type { ShopBridge } from '@shared/bridge'
import { BridgeProvider, getPlatformBridge } from '../platform'
import { DialogProvider } from '../components/dialogs/DialogProvider'
import { createI18n, loadLanguage } from '../i18n'
import { createQueryClient } from './queryClient'
import { usePrefs } from './prefsStore'
import { useApplyTheme } from './theme'
import { useFirstIdle } from '../hooks/useIdleAfter'
import { ERROR_TOAST_MS, TOAST_MS, loadToasts, useToastsAsked, type Toasts } from './toast'

/**
 * Where toasts show (react-hot-toast's area, from the toasts' own chunk: `loadToasts`): drawn
 * once the app's data has been still a moment after the first screen's rows (`useFirstIdle`),
 * or as soon as a toast is shown, whichever comes first. Code that cannot be fetched leaves the
 * area empty until the next toast asks again.
 */
function ToastArea() {
  const idle = useFirstIdle()
  const asked = useToastsAsked()
  const [hot, setHot] = useState<Toasts | null>(null)
  const wanted = idle || asked
  useEffect(() => {
    if (!wanted || hot) return
    let live = true
    loadToasts().then(
      (loaded) => live && setHot(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, asked, hot])
  if (!hot) return null
  return (
    <hot.Toaster
      position="bottom-right"
      containerClassName="toaster"
      toastOptions={{ duration: TOAST_MS, error: { duration: ERROR_TOAST_MS } }}
    />
  )
}

interface ProvidersProps {
  children: ReactNode
  bridge?: ShopBridge
  queryClient?: QueryClient
  i18n?: I18n
  /**
   * The preferences are already known (a test): show the screens at once instead of waiting
   * for the bridge to read them.
   */
  prefsKnown?: boolean
}

/** Everything the screens rely on: bridge, server state, translations, theme, dialogs, toasts. */
export function Providers({ children, bridge, queryClient, i18n, prefsKnown }: ProvidersProps) {
  const [shop] = useState(() => bridge ?? getPlatformBridge())
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [translations] = useState(() => i18n ?? createI18n())
  return (
    <BridgeProvider bridge={shop}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={translations}>
          <PrefsGate bridge={shop} i18n={translations} known={prefsKnown === true}>
            <DialogProvider>
              {children}
              {/* Beside the app, not in it: a dialog makes the app inert, never this area. */}
              {createPortal(
                <div data-toast-area="">
                  <ToastArea />
                </div>,
                document.body,
              )}
            </DialogProvider>
          </PrefsGate>
        </I18nextProvider>
      </QueryClientProvider>
    </BridgeProvider>
  )
}

/** Waits for the remembered preferences so the first paint has the right theme and language. */
function PrefsGate({
  bridge,
  i18n,
  known,
  children,
}: {
  bridge: ShopBridge
  i18n: I18n
  known: boolean
  children: ReactNode
}) {
  const [ready, setReady] = useState(known)
  const language = usePrefs((s) => s.language)
  useApplyTheme()
  useEffect(() => {
    let live = true
    // The remembered language's texts are in place before the first screen (no flash of another).
    void usePrefs
      .getState()
      .load(bridge)
      .then(() => loadLanguage(i18n, usePrefs.getState().language))
      .catch(() => undefined)
      .finally(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [bridge, i18n])
  useEffect(() => {
    let live = true
    // A language not loaded yet (Russian) is fetched first; until then the screen stays as it is.
    void loadLanguage(i18n, language)
      .then(async () => {
        if (!live) return
        if (i18n.language !== language) await i18n.changeLanguage(language)
        document.documentElement.lang = language
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [i18n, language])
  return ready ? children : null
}
