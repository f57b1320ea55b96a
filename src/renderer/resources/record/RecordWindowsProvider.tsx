import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { RecordWindowsContext, type OpenRecord, type RecordWindowRequest } from './opener'

// The window brings the form, its validation, the date picker and the reference picker: fetched
// when a record is first opened, so a screen's first paint does not wait for code it does not show.
const RecordWindow = lazy(() => import('./RecordWindow').then((m) => ({ default: m.RecordWindow })))

/**
 * Tables whose records have a page of their own instead of a window: an order is always the
 * order desk's form (`/orders/{id}`, `/orders/new`), whoever asks to open it (the list's
 * "Створити", a row's view, edit or copy, a reference), never the generic form.
 */
export function recordPageOf(request: RecordWindowRequest): string | null {
  if (request.def.table !== 'orders') return null
  const { mode, id } = request
  if (mode === 'new' || id === undefined) return '/orders/new'
  if (mode === 'clone') return `/orders/new?clone=${String(id)}`
  return mode === 'view' ? `/orders/${String(id)}?mode=view` : `/orders/${String(id)}`
}

interface Open extends RecordWindowRequest {
  key: number
}

/** Mounted once by the app: hosts the record windows, stacked in the order they were opened. */
export function RecordWindowsProvider({ children }: { children: ReactNode }) {
  const [windows, setWindows] = useState<Open[]>([])
  const next = useRef(0)
  // Windows belong to the page they were opened on: going to another page closes them.
  const { pathname } = useLocation()
  const [page, setPage] = useState(pathname)
  if (page !== pathname) {
    setPage(pathname)
    if (windows.length > 0) setWindows([])
  }
  const navigate = useNavigate()
  const open = useCallback<OpenRecord>(
    (request) => {
      const page = recordPageOf(request)
      if (page !== null) {
        void navigate(page)
        return
      }
      next.current += 1
      const key = next.current
      setWindows((list) => [...list, { ...request, key }])
    },
    [navigate],
  )
  const close = (item: Open) => {
    setWindows((list) => list.filter((w) => w.key !== item.key))
    item.onClosed?.()
  }
  return (
    <RecordWindowsContext.Provider value={open}>
      {children}
      {windows.length > 0 && (
        <Suspense fallback={null}>
          {windows.map((item) => (
            <RecordWindow
              key={item.key}
              def={item.def}
              mode={item.mode}
              id={item.id}
              preset={item.preset}
              onSaved={item.onSaved}
              onClose={() => close(item)}
            />
          ))}
        </Suspense>
      )}
    </RecordWindowsContext.Provider>
  )
}
