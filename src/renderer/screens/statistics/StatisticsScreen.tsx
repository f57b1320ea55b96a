import { useTranslation } from 'react-i18next'
import { NavLink, useParams } from 'react-router-dom'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  STAT_TYPES,
  type StatPoint,
  type StatRow,
  type StatType,
} from '@shared/contract/statistics'
import type { EnumName } from '@shared/resources/enums'
import { callApi, useBridge } from '../../platform'
import { useUser } from '../../app/session'
import { mayCall } from '../../app/rights'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { siteTitle, useShopSettings } from '../../resources/queries'
import { useLatestSearchParams } from '../../hooks/useLatestSearchParams'
import { TYPES, type BlockDef } from './blocks'
import { bodyOf, bucketsOf, previousPeriod, viewFrom, type StatsView } from './period'
import { StatBlock, breakdownRows, seriesRows } from './StatBlock'
import { PeriodFields, useDayAttributes } from './PeriodFields'
import { StatTotals } from './StatTotals'
import './statistics.css'
import { useStatsTexts } from '../../i18n/stats'

type AnyResult = Record<string, unknown> & { totals: Record<string, number> }

function useStatistics(view: StatsView, enabled: boolean) {
  const bridge = useBridge()
  const body = bodyOf(view)
  return useQuery({
    queryKey: ['statistics', view.type, body],
    queryFn: async () => {
      const answer = await callApi(bridge, `POST /api/statistics/${view.type}`, { body })
      return answer.data as { period: AnyResult; compare: AnyResult | null }
    },
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** `/statistics/{type?}`: the period, its comparison, the totals and each chart with its table. */
export default function StatisticsScreen() {
  useStatsTexts()
  const { t } = useTranslation('stats')
  const { type } = useParams()
  const [params, setParams] = useLatestSearchParams()
  const user = useUser()
  const allowed = mayCall(user, 'POST /api/statistics/orders')
  const view = viewFrom(type, params, new Date())
  const query = useStatistics(view, allowed)
  const def = TYPES[view.type]
  useDocumentTitle(t('shell:menu.statistics'))

  const setParam = (key: string, value: string | null) =>
    setParams(
      (latest) => {
        const next = new URLSearchParams(latest)
        if (value === null) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )
  const prev = previousPeriod(view.from, view.to)

  const data = query.data
  const sites = useShopSettings().data?.['sites']
  const nameOf = (block: BlockDef) => (row: StatRow) => {
    if (row.label) return row.label
    if (row.key === '') return t('table.none')
    if (block.enumName) return t(`enums:${block.enumName as EnumName}.${row.key}`)
    if (block.keys === 'site') return siteTitle(sites, row.key)
    if (block.keys === 'source') return t(`orders:sources.${row.key}`, { defaultValue: row.key })
    return row.key
  }
  const rowsOf = (block: BlockDef) => {
    if (!data) return []
    if (block.data === 'series') {
      return seriesRows(
        bucketsOf(view.from, view.to, view.group),
        data.compare ? bucketsOf(prev.from, prev.to, view.group) : null,
        data.period.series as StatPoint[],
        (data.compare?.series as StatPoint[] | undefined) ?? null,
      )
    }
    return breakdownRows(
      data.period[block.data] as StatRow[],
      (data.compare?.[block.data] as StatRow[] | undefined) ?? null,
      nameOf(block),
    )
  }

  const dayAttributes = useDayAttributes(def, view, data)

  const search = params.toString()
  const empty =
    data !== undefined &&
    Object.values(data.period.totals).every((v) => v === 0) &&
    (!data.compare || Object.values(data.compare.totals).every((v) => v === 0))

  return (
    <section className="screen stats" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('shell:menu.statistics')}
      </h1>
      <nav className="stats__types" aria-label={t('title')}>
        {STAT_TYPES.map((name) => (
          <NavLink
            key={name}
            to={`/statistics/${name}${search ? `?${search}` : ''}`}
            className={() => `stats__type${name === view.type ? ' stats__type--active' : ''}`}
            aria-current={name === view.type ? 'page' : undefined}
          >
            {t(`types.${name}`)}
          </NavLink>
        ))}
      </nav>

      <PeriodFields view={view} prev={prev} dayAttributes={dayAttributes} setParam={setParam} />

      {!allowed ? (
        <p className="notice">{t('no_access')}</p>
      ) : query.isError && !data ? (
        <div role="alert" className="notice notice--error">
          <p>{t('load_error', { message: query.error.message })}</p>
          <button className="btn" type="button" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="stats__loading" role="status">
          {t('common:loading')}
        </p>
      ) : (
        <div className="stats__result" aria-busy={query.isFetching}>
          {query.isError && (
            <p role="alert" className="notice notice--error">
              {t('load_error', { message: query.error.message })}
            </p>
          )}
          <StatTotals def={def} period={data.period.totals} compare={data.compare?.totals} />
          {empty && <p className="notice">{t('empty')}</p>}
          <div className="stats__blocks">
            {def.blocks.map((block) => (
              <StatBlock
                key={`${view.type}-${block.data}`}
                def={block}
                rows={rowsOf(block)}
                compared={data.compare !== null}
                fileStem={`${view.type}-${view.from}-${view.to}`}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  )
}

export type { StatType }
