import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame'

export interface ModalProps {
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}

/** A small centred dialog; a press on the dimmed area or Esc closes it. */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  return (
    <DialogFrame variant="modal" title={title} onClose={onClose} footer={footer}>
      {children}
    </DialogFrame>
  )
}
