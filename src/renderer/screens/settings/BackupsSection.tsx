import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BackupItem, BackupOutcome } from '@shared/contract/backups'
import { tryRender, type Message } from '@shared/messages'
import { useConfirm } from '../../components/dialogs'
import { useSettingsTexts } from '../../i18n/settings'
import { useBridge } from '../../platform'
import { formatSize } from '../../format/numbers'
import './backups.css'

export const BACKUPS_KEY = ['backups'] as const

/**
 * Backups of the embedded database in the settings screen (administrators): the list, "back up
 * now" and, in the desktop app on its own server, "restore". Everything goes through the bridge;
 * its answers are sentences for the screen, which this shows as they come.
 */
export function BackupsSection() {
  const { t, i18n } = useTranslation('common')
  // The words for another database's backup travel with the settings chunk, not the entry.
  useSettingsTexts()
  const { t: ts } = useTranslation('settings')
  const bridge = useBridge()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<BackupOutcome | null>(null)
  /** The backup the server refused as another database's, waiting for the typed words. */
  const [foreign, setForeign] = useState<string | null>(null)
  const [typed, setTyped] = useState('')

  const list = useQuery({ queryKey: BACKUPS_KEY, queryFn: () => bridge.backups.list() })
  const done = (result: BackupOutcome) => {
    setOutcome(result)
    void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
  }
  const failed = (error: unknown) =>
    setOutcome({ ok: false, message: error instanceof Error ? error.message : String(error) })
  const create = useMutation({
    mutationFn: () => bridge.backups.create(),
    onSuccess: done,
    onError: failed,
  })
  const restore = useMutation({
    mutationFn: (asked: { name: string; fromAnotherShop?: boolean }) =>
      bridge.backups.restore(asked.name, asked.fromAnotherShop),
    onSuccess: (result, asked) => {
      setForeign(result.foreign ? asked.name : null)
      setTyped('')
      done(result)
    },
    onError: failed,
  })
  const wordTyped = typed.trim().toLocaleUpperCase(i18n.language) === ts('backup_foreign.word')
  const busy = create.isPending || restore.isPending

  async function askRestore(item: BackupItem) {
    const when = new Date(item.created_at).toLocaleString(i18n.language)
    const yes = await confirm({
      title: t('backups.restore_title'),
      body: t('backups.restore_confirm', { when }),
    })
    if (yes) restore.mutate({ name: item.name })
  }

  const answer = list.data
  return (
    <section className="backups" aria-labelledby="backups-title">
      <h2 id="backups-title" className="backups__title">
        {t('backups.title')}
      </h2>
      {list.isPending && <p>{t('loading')}</p>}
      {answer && !answer.ok && (
        <p role="alert" className="form-alert">
          {sayOutcome(answer)}
        </p>
      )}
      {answer?.ok && !answer.list.available && (
        <p role="note">
          {(answer.list.code && tryRender({ code: answer.list.code })) ?? answer.list.message}
        </p>
      )}
      {answer?.ok && answer.list.available && (
        <>
          <p className="backups__policy">
            {answer.list.every_hours > 0
              ? t('backups.policy', {
                  hours: answer.list.every_hours,
                  days: answer.list.keep_days,
                })
              : t('backups.policy_manual', { days: answer.list.keep_days })}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => create.mutate()}
          >
            {create.isPending ? t('backups.creating') : t('backups.create')}
          </button>
          {restore.isPending && <p role="status">{t('backups.restoring')}</p>}
          {answer.list.items.length === 0 ? (
            <p>{t('backups.none')}</p>
          ) : (
            <BackupsTable
              items={answer.list.items}
              canRestore={answer.canRestore}
              busy={busy}
              onRestore={(item) => void askRestore(item)}
            />
          )}
          {answer.restoreNote && (
            <p role="note">{tryRender(answer.restoreNote) ?? answer.restoreNote.code}</p>
          )}
        </>
      )}
      {outcome && (
        <p role="status" className={outcome.ok ? 'backups__ok' : 'form-alert'}>
          {sayOutcome(outcome)}
        </p>
      )}
      {foreign && (
        <ForeignRestoreForm
          name={foreign}
          typed={typed}
          setTyped={setTyped}
          disabled={!wordTyped || busy}
          onRestore={() => {
            if (wordTyped && !busy) restore.mutate({ name: foreign, fromAnotherShop: true })
          }}
          onCancel={() => setForeign(null)}
        />
      )}
    </section>
  )
}

/** An outcome in the reader's language: its code said, or its text while the texts load. */
function sayOutcome(outcome: { message: string; said?: Message }): string {
  return (outcome.said && tryRender(outcome.said)) ?? outcome.message
}

/** The backups, newest first as the server lists them, each with its restore button. */
function BackupsTable(props: {
  items: readonly BackupItem[]
  canRestore: boolean
  busy: boolean
  onRestore: (item: BackupItem) => void
}) {
  const { t, i18n } = useTranslation('common')
  return (
    <table className="ui-table ui-table--plain backups__table">
      <thead>
        <tr>
          <th scope="col">{t('backups.when')}</th>
          <th scope="col">{t('backups.file')}</th>
          <th scope="col">{t('backups.size')}</th>
          {props.canRestore && <th scope="col">{t('list.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => (
          <tr key={item.name}>
            <td>{new Date(item.created_at).toLocaleString(i18n.language)}</td>
            <td>{item.name}</td>
            <td>{formatSize(item.size, i18n.language)}</td>
            {props.canRestore && (
              <td>
                <button
                  type="button"
                  className="btn"
                  disabled={props.busy}
                  aria-label={t('backups.restore_named', { name: item.name })}
                  onClick={() => props.onRestore(item)}
                >
                  {t('backups.restore')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Another database's backup restores only once the word is typed. */
function ForeignRestoreForm(props: {
  name: string
  typed: string
  setTyped: (typed: string) => void
  disabled: boolean
  onRestore: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('settings')
  const word = t('backup_foreign.word')
  return (
    <form
      className="backups__foreign"
      onSubmit={(event) => {
        event.preventDefault()
        props.onRestore()
      }}
    >
      <label>
        {t('backup_foreign.label', { word })}
        <input
          className="input"
          value={props.typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => props.setTyped(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--danger" disabled={props.disabled}>
        {t('backup_foreign.restore', { name: props.name })}
      </button>
      <button type="button" className="btn" onClick={props.onCancel}>
        {t('backup_foreign.cancel')}
      </button>
    </form>
  )
}
