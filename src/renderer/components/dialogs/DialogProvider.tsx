import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { ConfirmDialog } from './ConfirmDialog'

export interface ConfirmOptions {
  title?: string
  body?: string
}

export type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>

interface Pending extends ConfirmOptions {
  key: number
  resolve: (yes: boolean) => void
}

const ConfirmContext = createContext<ConfirmFn | null>(null)

/** Mounted once by the app; hosts the confirm dialogs asked for with `useConfirm()`. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([])
  const next = useRef(0)

  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        next.current += 1
        setQueue((q) => [...q, { ...options, key: next.current, resolve }])
      }),
    [],
  )

  const answer = (item: Pending, yes: boolean) => {
    setQueue((q) => q.filter((p) => p.key !== item.key))
    item.resolve(yes)
  }

  const current = queue[0]
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current && (
        <ConfirmDialog
          key={current.key}
          title={current.title}
          body={current.body}
          onAnswer={(yes) => answer(current, yes)}
        />
      )}
    </ConfirmContext.Provider>
  )
}

/** `await confirm({ body })` is true only when the user pressed 'Впевнений !'. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm() needs <DialogProvider> above it')
  return confirm
}
