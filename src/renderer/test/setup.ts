import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import '@testing-library/jest-dom/vitest'
import toast from 'react-hot-toast'

// Two cores shared by many processes, and screens whose code loads lazily on first use (its
// first import is transformed while the test waits): give every async UI wait room well beyond
// the 1 s default. A wait ends as soon as its condition holds, so passing tests are not slower.
configure({ asyncUtilTimeout: 10_000 })

// The app loads a route's schemas (and zod) with its first request to that route's area
// (`answerCheckOf`, @shared/contract/answers). Here all of them are loaded before the tests, so
// a test's first request does not wait for their transform, as when the entry held them.
await import('@shared/contract/map')

/**
 * jsdom has no matchMedia. This one understands `(min-width: Npx)` and `(max-width: Npx)`
 * against `window.innerWidth` and tells listeners when a test resizes the window, so the
 * shell's 990/992 px rules can be tested; anything else does not match.
 */
function evaluate(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query)
  if (min) return window.innerWidth >= Number(min[1])
  const max = /\(max-width:\s*(\d+)px\)/.exec(query)
  if (max) return window.innerWidth <= Number(max[1])
  return false
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>()
    let last = evaluate(query)
    const onResize = () => {
      const now = evaluate(query)
      if (now === last) return
      last = now
      for (const listener of listeners)
        listener({ matches: now, media: query } as MediaQueryListEvent)
    }
    window.addEventListener('resize', onResize)
    return {
      get matches() {
        return evaluate(query)
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList
  }
}

afterEach(() => {
  cleanup()
  // The test files of a worker share their modules (vitest.config.ts): react-hot-toast's store
  // is one of them, so a toast left by one test must not show in the next file's screen.
  toast.remove()
})
