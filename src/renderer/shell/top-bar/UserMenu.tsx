import { useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { callApi, useBridge } from '../../platform'
import { useSession } from '../../app/session'
import { notify } from '../../app/toast'
import { useInformerStore } from '../informers'
import { Icon } from '../Icon'
import { Dropdown } from './Dropdown'

/** The sessions dialog (and the date formatting it brings) loads when it is first opened. */
const SessionsDialog = lazy(() =>
  import('./SessionsDialog').then((m) => ({ default: m.SessionsDialog })),
)

export function UserMenu() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const session = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const name = session.data?.user?.name ?? ''
  const [sessionsOpen, setSessionsOpen] = useState(false)

  async function logout(): Promise<void> {
    try {
      await callApi(bridge, 'POST /logout')
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('user.logout_failed'))
      return
    }
    // The login screen is loaded before the session is forgotten, so the guard of the screen
    // being left never sees "nobody logged in" and adds a `next` back to it.
    await import('../../screens/login/LoginScreen')
    const leaving = navigate('/login', { replace: true })
    queryClient.removeQueries()
    useInformerStore.setState({ list: null })
    await leaving
  }

  return (
    <>
      <Dropdown
        label={t('user.menu', { name })}
        buttonClassName="topbar__button topbar__user"
        button={
          <>
            <Icon name="user" />
            <span className="topbar__user-name">{name}</span>
          </>
        }
        header={<div className="dropdown__header">{name}</div>}
      >
        <button
          type="button"
          role="menuitem"
          className="dropdown__item"
          onClick={() => setSessionsOpen(true)}
        >
          <Icon name="user" />
          <span>{t('user.sessions')}</span>
        </button>
        <button
          type="button"
          role="menuitem"
          className="dropdown__item"
          onClick={() => void logout()}
        >
          <Icon name="logout" />
          <span>{t('user.logout')}</span>
        </button>
      </Dropdown>
      {sessionsOpen && (
        <Suspense fallback={null}>
          <SessionsDialog onClose={() => setSessionsOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
