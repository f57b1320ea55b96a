import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SettableParam } from '@shared/settings-params'
import { notify } from '../app/toast'
import { callApi, useBridge } from '../platform'
import { SETTINGS_KEY } from '../resources/queries'

/**
 * `POST /api/settings/set_param`: one cheat-sheet setting; 'Запис збережено!' and every screen
 * reading the settings reads them again. A refusal is the app's error toast.
 */
export function useSetParam(options: { quiet?: boolean } = {}) {
  const bridge = useBridge()
  const client = useQueryClient()
  const { t } = useTranslation('common')
  return useMutation({
    mutationFn: (input: { key: SettableParam; value: unknown }) =>
      callApi(bridge, 'POST /api/settings/set_param', { body: input }),
    onSuccess: async () => {
      if (!options.quiet) notify.info(t('record.saved'))
      await client.invalidateQueries({ queryKey: SETTINGS_KEY })
    },
  })
}
