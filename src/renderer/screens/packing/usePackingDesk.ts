import { tryRender, type Message } from '@shared/messages'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { mayPack, packingRefusal, type PackingState, type ScanOutcome } from '@shared/packing'
import { ApiError, callApi, useBridge } from '../../platform'
import { alarm } from './alarm'

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/**
 * The packing desk's state: the open order (in the address, so a reload resumes it), the alert
 * and the status line, and the queue that sends scans one after another, none lost. A scan opens
 * an order when none can be scanned into, else ticks a product; a refused product code that is
 * another order's number or TTN opens that order instead.
 */
export function usePackingDesk() {
  const { t } = useTranslation(['packing', 'enums', 'common'])
  const bridge = useBridge()
  const navigate = useNavigate()
  const location = useLocation()
  const pathname = useRef(location.pathname)
  useEffect(() => {
    pathname.current = location.pathname
  }, [location.pathname])
  const [state, setState] = useState<PackingState | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string>('')
  const queueRef = useRef<Promise<void>>(Promise.resolve())
  const inputRef = useRef<HTMLInputElement>(null)
  const stateRef = useRef<PackingState | null>(null)
  // The queue's steps read the latest state, not the one of the render that queued them.
  const show = useCallback((next: PackingState | null) => {
    stateRef.current = next
    setState(next)
  }, [])

  const refuse = useCallback((message: string) => {
    setAlert(message)
    alarm()
  }, [])

  // The address names the open order: a reload or a crash comes back to it.
  const address = useCallback(
    (next: PackingState | null) => {
      const path = next ? `/packing/${next.order.id}` : '/packing'
      if (pathname.current !== path) void navigate(path, { replace: true })
    },
    [navigate],
  )

  const open = useCallback(
    async (value: string, quiet = false): Promise<boolean> => {
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/open', { body: { code: value } })
        show(data)
        address(data)
        setStatus(data.scanned_at && !data.packed_at ? t('packing:resumed') : '')
        // Refused loudly, and the desk stays ready: the next scan opens the next order.
        const refusal = packingRefusal(data)
        if (refusal) refuse(refusal)
        else setAlert(null)
        return true
      } catch (error) {
        if (!quiet || !(error instanceof ApiError && error.status === 404)) {
          refuse(messageOf(error))
        }
        return false
      }
    },
    [address, bridge, refuse, show, t],
  )

  const scanProduct = useCallback(
    async (order: PackingState, value: string) => {
      let outcome: ScanOutcome
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/scan', {
          body: { order_id: order.order.id, code: value },
        })
        outcome = data.outcome
        show(data.state)
        if (data.outcome.ok) {
          const item = data.state.items.find(
            (i) => data.outcome.ok && i.id === data.outcome.item_id,
          )
          setAlert(null)
          setStatus(t('packing:ok_scan', { name: item?.title ?? value }))
          return
        }
      } catch (error) {
        refuse(messageOf(error))
        return
      }
      if (outcome.ok) return
      // Not a product at all, or this order may no longer be packed (another desk packed it, its
      // status changed): perhaps another order's number or TTN (the next parcel).
      const opensNext = ['unknown', 'blocked', 'held', 'packed'].includes(outcome.reason)
      if (opensNext && (await open(value, true))) return
      refuse((outcome.said && tryRender(outcome.said as Message)) ?? outcome.message)
    },
    [bridge, open, refuse, show, t],
  )

  const handle = useCallback(
    (value: string) => {
      queueRef.current = queueRef.current.then(async () => {
        const current = stateRef.current
        // Nothing open, or nothing to scan into (packed, refused, held): the code opens an order.
        if (!current || !mayPack(current)) await open(value)
        else await scanProduct(current, value)
      })
    },
    [open, scanProduct],
  )

  // `/packing/900123` (from the order form, or a reload) opens that order at once, with its
  // ticks from the server; the address the desk itself wrote is the order already open.
  const initial = useParams().code
  useEffect(() => {
    if (!initial || String(stateRef.current?.order.id) === initial) return
    queueRef.current = queueRef.current.then(async () => {
      await open(initial)
    })
  }, [initial, open])

  /** Clears the desk: no order open, the address `/packing`. */
  const clear = useCallback(() => {
    show(null)
    address(null)
    setAlert(null)
    setStatus('')
    inputRef.current?.focus()
  }, [address, show])

  return {
    state,
    busy,
    setBusy,
    alert,
    setAlert,
    status,
    setStatus,
    queueRef,
    inputRef,
    stateRef,
    show,
    refuse,
    handle,
    clear,
  }
}
