import { createContext, useContext } from 'react'
import type { ResourceDef } from '@shared/resources/types'
import type { Row } from '../queries'
import type { RecordMode } from './formValues'

/** What opens a record window: the table, the mode, the record and what a new one starts with. */
export interface RecordWindowRequest {
  def: ResourceDef
  mode: RecordMode
  /** The record for view, edit and clone. */
  id?: number
  /** Values a new record starts with (an order item's order). */
  preset?: Record<string, unknown>
  onSaved?: (row: Row) => void
  /** After the window closes, saved or not (a list puts the keyboard back where it was). */
  onClosed?: () => void
}

export type OpenRecord = (request: RecordWindowRequest) => void

export const RecordWindowsContext = createContext<OpenRecord | null>(null)

/**
 * Opens a record window above whatever is open (a list's row, an order's item inside the
 * order's window). The windows are hosted by `RecordWindowsProvider`, so the screens that open
 * them never import the window itself.
 */
export function useOpenRecord(): OpenRecord {
  const open = useContext(RecordWindowsContext)
  if (!open) throw new Error('useOpenRecord() needs <RecordWindowsProvider> above it')
  return open
}
