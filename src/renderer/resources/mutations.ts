import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError, callApi, useBridge } from '../platform'
import { notify } from '../app/toast'
import { tableRoute } from '@shared/contract/table-routes'
import { resourceKeys, tableOf } from './queries'

/*
 * A failed call's message becomes an error toast in the app's query client,
 * so these hooks do not toast failures themselves.
 */

/**
 * `POST /api/{table}/store`: creates without `id`, updates with `id` and the `version` read.
 * 422 (`errors` by field) and 409 (stale version) come back as `ApiError` for the form.
 */
export function useStoreRecord(table: string) {
  const bridge = useBridge()
  const client = useQueryClient()
  const { t } = useTranslation('common')
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const body = await callApi(bridge, tableRoute(tableOf(table), 'store'), { body: values })
      return body.data
    },
    onSuccess: async () => {
      notify.info(t('record.saved'))
      await client.invalidateQueries({ queryKey: resourceKeys.all(table) })
    },
  })
}

/** `DELETE /api/{table}/{id}`; the caller asks the confirm dialog first. */
export function useDeleteRecord(table: string) {
  const bridge = useBridge()
  const client = useQueryClient()
  const { t } = useTranslation('common')
  return useMutation({
    mutationFn: (id: number) =>
      callApi(bridge, tableRoute(tableOf(table), 'delete'), { params: { id } }),
    onSuccess: async () => {
      notify.info(t('record.deleted'))
      await client.invalidateQueries({ queryKey: resourceKeys.all(table) })
    },
  })
}

export { ApiError }
