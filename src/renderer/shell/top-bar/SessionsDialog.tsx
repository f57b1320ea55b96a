import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { Modal } from '../../components/dialogs'
import { callApi, useBridge } from '../../platform'
import { notify } from '../../app/toast'

const SESSIONS_KEY = ['sessions', 'own'] as const

/**
 * The signed-in user's sessions (spec is silent; security issue, finding 5): where they are
 * signed in, with a way to end one or every other. The current one is ended by "Вийти".
 */
export function SessionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await callApi(bridge, 'POST /api/sessions/get_sessions')).data,
    retry: false,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })
  const fail = (error: Error) => notify.error(error.message || t('sessions.failed'))

  const endOne = useMutation({
    mutationFn: (id: string) => callApi(bridge, 'DELETE /api/sessions/:id', { params: { id } }),
    onSuccess: () => {
      notify.info(t('sessions.ended_one'))
      return refresh()
    },
    onError: fail,
  })
  const endOthers = useMutation({
    mutationFn: () => callApi(bridge, 'POST /api/sessions/revoke_others'),
    onSuccess: () => {
      notify.info(t('sessions.ended_others'))
      return refresh()
    },
    onError: fail,
  })

  const rows = list.data ?? []
  const others = rows.filter((s) => !s.current).length
  const busy = endOne.isPending || endOthers.isPending

  return (
    <Modal
      title={t('sessions.title')}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="btn btn--danger"
            disabled={busy || others === 0}
            onClick={() => endOthers.mutate()}
          >
            {t('sessions.end_others')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('sessions.close')}
          </button>
        </>
      }
    >
      {list.isPending ? (
        <p role="status">{t('sessions.loading')}</p>
      ) : list.isError ? (
        <div role="alert">
          <p>{list.error.message || t('sessions.failed')}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('sessions.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p>{t('sessions.empty')}</p>
      ) : (
        <ul className="sessions" aria-label={t('sessions.title')}>
          {rows.map((s) => (
            <li key={s.id} className="sessions__item" aria-current={s.current ? 'true' : undefined}>
              <div className="sessions__device">
                {s.user_agent || t('sessions.unknown_device')}
                {s.current && (
                  <strong className="sessions__current"> · {t('sessions.current')}</strong>
                )}
              </div>
              <div className="sessions__meta">
                {t('sessions.meta', {
                  ip: s.ip || '—',
                  created: formatDateTime(s.created_at),
                  seen: formatDateTime(s.last_seen_at),
                })}
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn sessions__end"
                  disabled={busy}
                  aria-label={t('sessions.end_one_of', { device: s.user_agent || s.ip })}
                  onClick={() => endOne.mutate(s.id)}
                >
                  {t('sessions.end_one')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
