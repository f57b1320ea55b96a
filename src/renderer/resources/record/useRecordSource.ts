import type { ResourceDef } from '@shared/resources/types'
import { firstSiteKey, useResourceRecord, useShopSettings } from '../queries'
import type { RecordMode } from './formValues'

/** What a record form needs before it can open: the record (unless new) and the current site. */
export function useRecordSource(def: ResourceDef, mode: RecordMode, id: number | null) {
  const needsRecord = mode !== 'new' && id !== null
  const record = useResourceRecord(def.table, needsRecord ? id : null)
  const wantsSite = mode === 'new' && def.fields['site'] !== undefined
  const params = useShopSettings()
  return {
    record: record.data,
    site: wantsSite ? firstSiteKey(params.data) : undefined,
    // The site default is a convenience: a settings failure must not keep the form closed.
    loading: (needsRecord && record.isPending) || (wantsSite && params.isPending),
    error: needsRecord ? record.error : null,
    retry: () => void record.refetch(),
  }
}
