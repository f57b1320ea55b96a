import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame'

export interface WindowProps {
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}

/**
 * A large panel for a record or a tool. Unlike the modal, a stray click beside it does not
 * close it (a half-filled form would be lost); Esc and the close button do.
 */
export function Window({ title, onClose, children, footer }: WindowProps) {
  return (
    <DialogFrame variant="window" title={title} onClose={onClose} footer={footer}>
      {children}
    </DialogFrame>
  )
}
