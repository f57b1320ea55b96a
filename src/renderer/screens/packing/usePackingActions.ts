import { useCallback, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { mayPack, unitsLeft, type PackingState } from '@shared/packing'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs'
import { callApi, useBridge } from '../../platform'
import { messageOf } from './usePackingDesk'

interface PackingDesk {
  queueRef: RefObject<Promise<void>>
  inputRef: RefObject<HTMLInputElement | null>
  stateRef: RefObject<PackingState | null>
  show: (next: PackingState | null) => void
  refuse: (message: string) => void
  clear: () => void
  setBusy: (busy: boolean) => void
  setAlert: (alert: string | null) => void
  setStatus: (status: string) => void
}

/**
 * What the desk does to the open order, each step queued after the scans: mark it packed (F8),
 * tick a unit by hand, start over, release a held order (a manager, with a typed reason).
 */
export function usePackingActions(desk: PackingDesk) {
  const { queueRef, inputRef, stateRef, show, refuse, clear, setBusy, setAlert, setStatus } = desk
  const { t } = useTranslation(['packing', 'enums', 'common'])
  const bridge = useBridge()
  const confirm = useConfirm()

  const complete = useCallback(() => {
    queueRef.current = queueRef.current.then(async () => {
      const current = stateRef.current
      if (!current || current.packed_at) return
      // Nothing to ask the server yet (it checks again when asked): say what is left.
      const missing = unitsLeft(current.items)
      if (missing > 0) {
        refuse(t('packing:incomplete', { n: missing }))
        return
      }
      setBusy(true)
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/complete', {
          body: { order_id: current.order.id },
        })
        const message = t('packing:packed_toast', { id: data.order.id })
        notify.info(message)
        setStatus(message)
        setAlert(null)
        show(data)
      } catch (error) {
        refuse(messageOf(error))
      } finally {
        setBusy(false)
        inputRef.current?.focus()
      }
    })
  }, [bridge, inputRef, queueRef, refuse, setAlert, setBusy, setStatus, show, stateRef, t])

  const tick = (itemId: number) => {
    queueRef.current = queueRef.current.then(async () => {
      const current = stateRef.current
      if (!current) return
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/tick', {
          body: { order_id: current.order.id, item_id: itemId },
        })
        show(data.state)
        if (!data.outcome.ok) refuse(data.outcome.message)
        else setAlert(null)
      } catch (error) {
        refuse(messageOf(error))
      }
      inputRef.current?.focus()
    })
  }

  const reset = async () => {
    const current = stateRef.current
    if (!current) return
    // Nothing scanned into a refused or held order: starting over is clearing the desk.
    if (!mayPack(current)) {
      clear()
      return
    }
    if (!(await confirm({ body: t('packing:reset_confirm', { id: current.order.id }) }))) return
    queueRef.current = queueRef.current.then(async () => {
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/reset', {
          body: { order_id: current.order.id },
        })
        show(data)
        setStatus('')
      } catch (error) {
        notify.error(messageOf(error))
      }
      inputRef.current?.focus()
    })
  }

  // A manager lets a held order be packed; the typed reason goes to the action log.
  const release = (reason: string) => {
    const current = stateRef.current
    if (!current) return
    queueRef.current = queueRef.current.then(async () => {
      setBusy(true)
      try {
        const { data } = await callApi(bridge, 'POST /api/packing/release', {
          body: { order_id: current.order.id, reason },
        })
        show(data)
        setAlert(null)
        setStatus(t('packing:released_toast', { id: data.order.id }))
      } catch (error) {
        refuse(messageOf(error))
      } finally {
        setBusy(false)
        inputRef.current?.focus()
      }
    })
  }

  return { complete, tick, reset, release }
}
