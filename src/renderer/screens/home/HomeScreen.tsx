import { useTranslation } from 'react-i18next'
import { useFormat } from '../../format/numbers'
import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { formatDate, formatDateTime } from '@shared/format/dates'
import { useSession } from '../../app/session'
import { callApi, useBridge } from '../../platform'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { resourceListQuery, useResourceList } from '../../resources/queries'
import './home.css'
import { useStatsTexts } from '../../i18n/stats'

/** Today's figures refresh as often as the informers (60 s). */
const REFRESH_MS = 60_000

function useToday() {
  const bridge = useBridge()
  return useQuery({
    queryKey: ['statistics', 'today'],
    queryFn: async () => (await callApi(bridge, 'POST /api/statistics/today')).data,
    refetchInterval: REFRESH_MS,
  })
}

type Today = NonNullable<ReturnType<typeof useToday>['data']>

/** Today's figures, each with the list it opens; the revenue only for whoever may see it. */
function figuresOf(today: Today | undefined, me: number | undefined) {
  if (!today) return []
  const day = today.day
  return [
    { key: 'new_orders', value: today.new_orders, to: '/orders?status=new' },
    { key: 'sent', value: today.sent, to: '/orders?status=sent' },
    ...(today.revenue === null
      ? []
      : [
          {
            key: 'revenue',
            value: today.revenue,
            to: `/statistics/sales?from=${day}&to=${day}&compare=0`,
          },
        ]),
    { key: 'calls', value: today.calls, to: '/calls' },
    {
      key: 'open_tasks',
      value: today.open_tasks,
      to: `/tasks?status=0&instructed_user_id=${me ?? ''}`,
    },
    { key: 'ready_ttns', value: today.ready_ttns, to: '/ttns?status=ready' },
  ]
}

/** The index: today's summary (each figure opens its list), my open tasks, the latest calls. */
export default function HomeScreen() {
  useStatsTexts()
  const { t } = useTranslation('stats')
  const fmt = useFormat()
  const session = useSession()
  const me = session.data?.user?.id
  useDocumentTitle(t('shell:menu.index'))
  const today = useToday()
  const bridge = useBridge()
  // The user's own open tasks: asked once the session says who the user is.
  const tasks = useQuery({
    ...resourceListQuery(bridge, 'tasks', {
      filter: { status: '0', instructed_user_id: me ?? 0 },
      sort: '-id',
      page: 1,
      per_page: 10,
    }),
    enabled: me !== undefined,
  })
  const calls = useResourceList('calls', { sort: '-id', page: 1, per_page: 10 })

  const day = today.data?.day
  const figures = figuresOf(today.data, me)

  return (
    <section className="screen home" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('shell:home.greeting', { name: session.data?.user?.name ?? '' })}
      </h1>

      <section aria-labelledby="home-today">
        <h2 id="home-today" className="home__heading">
          {t('home.today', { day: day ? formatDate(day) : '' })}
        </h2>
        {today.isError ? (
          <p role="alert" className="notice">
            {t('home.load_error', { message: today.error.message })}{' '}
            <button className="btn btn--small" type="button" onClick={() => void today.refetch()}>
              {t('common:retry')}
            </button>
          </p>
        ) : today.isPending ? (
          <p role="status">{t('common:loading')}</p>
        ) : (
          <ul className="home-counters">
            {figures.map((f) => (
              <li key={f.key}>
                <Link to={f.to} className="home-counter" data-figure={f.key}>
                  <span className="home-counter__count">
                    {f.key === 'revenue' ? fmt.money(f.value, true) : fmt.count(f.value)}
                  </span>
                  <span className="home-counter__title">{t(`home.${f.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="home__lists">
        <section aria-labelledby="home-tasks" className="home__list">
          <h2 id="home-tasks" className="home__heading">
            {t('home.my_tasks')}
          </h2>
          {tasks.isError ? (
            <p role="alert">{t('home.load_error', { message: tasks.error.message })}</p>
          ) : tasks.isPending ? (
            <p role="status">{t('common:loading')}</p>
          ) : tasks.data.data.length === 0 ? (
            <p>{t('home.no_tasks')}</p>
          ) : (
            <ul>
              {tasks.data.data.map((task) => (
                <li key={task.id}>
                  <Link to={`/tasks/${task.id}`}>{String(task.title ?? `№${task.id}`)}</Link>
                </li>
              ))}
            </ul>
          )}
          <Link to={`/tasks?status=0&instructed_user_id=${me ?? ''}`}>{t('home.all_tasks')}</Link>
        </section>

        <section aria-labelledby="home-calls" className="home__list">
          <h2 id="home-calls" className="home__heading">
            {t('home.latest_calls')}
          </h2>
          {calls.isError ? (
            <p role="alert">{t('home.load_error', { message: calls.error.message })}</p>
          ) : calls.isPending ? (
            <p role="status">{t('common:loading')}</p>
          ) : calls.data.data.length === 0 ? (
            <p>{t('home.no_calls')}</p>
          ) : (
            <ul>
              {calls.data.data.map((call) => (
                <li key={call.id}>
                  <Link to={`/calls/${call.id}`}>
                    {[call.phone, call.surname, call.name].filter(Boolean).join(' · ')}
                  </Link>{' '}
                  <span className="home__when">{formatDateTime(call.created_at as string)}</span>{' '}
                  <span className="home__status">
                    {t(`enums:call_status.${String(call.status)}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/calls">{t('home.all_calls')}</Link>
        </section>
      </div>
    </section>
  )
}
