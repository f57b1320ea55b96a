export { DialogProvider, useConfirm } from './DialogProvider'
export type { ConfirmOptions } from './DialogProvider'
export { Modal } from './Modal'
export { Window } from './Window'
