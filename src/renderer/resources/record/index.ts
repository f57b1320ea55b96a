/** The record UI: one record of any table in a window or on its page, with its child rows. */
export { RecordForm } from './RecordForm'
export { ChildRows } from './ChildRows'
export { RecordWindowsProvider } from './RecordWindowsProvider'
export { useOpenRecord, type RecordWindowRequest } from './opener'
export { useRecordSource } from './useRecordSource'
export type { RecordMode } from './formValues'
