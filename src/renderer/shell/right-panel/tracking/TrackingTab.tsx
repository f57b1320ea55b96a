import { lazy, Suspense, useState } from 'react'
import '../panel.css'
import { usePanelTranslation } from '../../../i18n/panel'
import type { TrackingStatus } from '@shared/carrier'
import { formatDate } from '@shared/format/dates'
import { getResource } from '@shared/resources/registry'
import { parcelReading } from '@shared/rules/parcel-status'
import { deliveryDateOf, npCodeColour, TTN_STATUS_COLOUR } from '@shared/rules/ttns'
import { useTableRights } from '../../../app/rights'
import { notify } from '../../../app/toast'
import { useCopy } from '../../../hooks/useCopy'
import { Icon } from '../../Icon'
import { PanelError, PanelLoading } from '../PanelState'
import { AddTtnForm } from './AddTtnForm'
import { useLiveStatuses, useTtns, useUpdateAllTtns, type Ttn } from './useTtns'

const ScanSheetDialog = lazy(() => import('../../../waybills/ScanSheetDialog'))

/** Nova Poshta's payer value for a delivery the recipient pays. */
const RECIPIENT = 'Recipient'

/**
 * The parcel tracking tab: a card per TTN in its status colour, with
 * its carrier's words (Nova Poshta's live, by its own code colour, code 5 with the scheduled
 * date; Ukrposhta's as the last update stored them) and a problem the answer shows (not found,
 * deleted, refused, returning: src/shared/rules/parcel-status.ts); add a TTN, update all
 * through the server, copy a number.
 */
export default function TrackingTab() {
  const { t } = usePanelTranslation()
  const rights = useTableRights(getResource('ttns'))
  const list = useTtns()
  const live = useLiveStatuses(list.data)
  const updateAll = useUpdateAllTtns()
  const [adding, setAdding] = useState(false)
  const [register, setRegister] = useState(false)

  async function onUpdateAll() {
    const arrived = await updateAll.mutateAsync().catch(() => null)
    if (arrived !== null) notify.info(t('tracking.arrived', { count: arrived }))
  }

  let body
  if (list.isPending) body = <PanelLoading />
  else if (list.isError)
    body = <PanelError error={list.error} onRetry={() => void list.refetch()} />
  else if (list.data.length === 0) body = <p className="panel-state">{t('tracking.empty')}</p>
  else
    body = (
      <ul className="panel-list" aria-label={t('tracking.list')}>
        {list.data.map((ttn) => (
          <TtnCard
            key={ttn.id}
            ttn={ttn}
            live={live.data?.[ttn.ttn]}
            checking={live.isFetching && ttn.service === 'nova_poshta' && ttn.status !== 'taken'}
          />
        ))}
      </ul>
    )

  return (
    <div className="panel-tab">
      {rights.write && (
        <div className="panel-tab__toolbar">
          <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
            {t('tracking.add')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={updateAll.isPending}
            onClick={() => void onUpdateAll()}
          >
            <Icon name="refresh" />
            {updateAll.isPending ? t('tracking.updating') : t('tracking.update_all')}
          </button>
          <button type="button" className="btn" onClick={() => setRegister(true)}>
            {t('register.open')}
          </button>
        </div>
      )}
      {body}
      {adding && <AddTtnForm onClose={() => setAdding(false)} />}
      {register && (
        <Suspense fallback={<PanelLoading />}>
          <ScanSheetDialog onClose={() => setRegister(false)} />
        </Suspense>
      )}
    </div>
  )
}

function TtnCard({
  ttn,
  live,
  checking,
}: {
  ttn: Ttn
  live: TrackingStatus | undefined
  checking: boolean
}) {
  const { t } = usePanelTranslation()
  const copy = useCopy()
  const colour = TTN_STATUS_COLOUR[ttn.status] ?? 'secondary'
  // The carrier's answer now, else what the last update stored.
  const code = live ? live.StatusCode : ttn.status_code
  const carrierText = live ? live.Status : ttn.status_text
  const reading = parcelReading(ttn.service, code, carrierText)
  // Nova Poshta's line by its own code colours; Ukrposhta's by the stage.
  const lineColour =
    ttn.service === 'nova_poshta'
      ? npCodeColour(code)
      : reading.stage
        ? (TTN_STATUS_COLOUR[reading.stage] ?? null)
        : null
  const scheduled =
    live && Number(live.StatusCode) === 5
      ? formatDate(deliveryDateOf(live.ScheduledDeliveryDate))
      : ''
  const service = ['nova_poshta', 'ukrposhta', 'prm'].includes(ttn.service)
    ? t(`tracking.services.${ttn.service}`)
    : ttn.service

  return (
    <li
      className={`ttn-card ttn-card--${colour}${ttn.status === 'taken' ? ' ttn-card--taken' : ''}`}
      data-status={ttn.status}
      data-problem={reading.problem ?? undefined}
      aria-label={ttn.ttn}
    >
      <div className="ttn-card__head">
        <span className="ttn-card__number">{ttn.ttn}</span>
        <button
          type="button"
          className="panel-icon-button"
          aria-label={t('tracking.copy', { ttn: ttn.ttn })}
          title={t('tracking.copy', { ttn: ttn.ttn })}
          onClick={() => void copy(ttn.ttn)}
        >
          <Icon name="copy" />
        </button>
      </div>
      <div className="ttn-card__title">
        {t(`enums:ttn_title.${ttn.title}`)}
        <span className={`ttn-badge ttn-badge--${colour}`}>
          {t('tracking.status', { status: t(`enums:ttn_status.${ttn.status}`) })}
        </span>
      </div>
      {(carrierText || code !== null) && (
        <div
          className={`ttn-card__np${lineColour ? ` ttn-np--${lineColour}` : ''}`}
          data-np-code={code ?? undefined}
        >
          {t('tracking.carrier_status', { carrier: service, status: carrierText ?? code })}
          {scheduled && (
            <span className="ttn-card__scheduled">
              {t('tracking.np_scheduled', { date: scheduled })}
            </span>
          )}
        </div>
      )}
      {reading.problem && (
        <div className="ttn-card__problem" role="note">
          <Icon name="info" />
          {t(`tracking.problems.${reading.problem}`, { code: code ?? '' })}
        </div>
      )}
      {checking && !live && <div className="ttn-card__meta">{t('tracking.np_checking')}</div>}
      <dl className="ttn-card__meta">
        {ttn.date_delivery && (
          <dd>{t('tracking.delivery', { date: formatDate(ttn.date_delivery) })}</dd>
        )}
        {ttn.payer && (
          <dd className={ttn.payer === RECIPIENT ? 'ttn-card__recipient-pays' : undefined}>
            {t('tracking.payer', { payer: t(`enums:ttn_payer.${ttn.payer}`, ttn.payer) })}
            {ttn.payer === RECIPIENT && ` (${t('tracking.payer_recipient')})`}
          </dd>
        )}
        {ttn.cost !== null && <dd>{t('tracking.cost', { cost: ttn.cost })}</dd>}
        <dd>{t('tracking.service', { service })}</dd>
      </dl>
    </li>
  )
}
