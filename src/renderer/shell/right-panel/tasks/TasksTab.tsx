import { useState } from 'react'
import '../panel.css'
import { usePanelTranslation } from '../../../i18n/panel'
import { getResource } from '@shared/resources/registry'
import { TASK_DONE, TASK_LOCKED, TASK_OPEN, toggledTaskStatus } from '@shared/rules/tasks'
import { useUser } from '../../../app/session'
import { useTableRights } from '../../../app/rights'
import { useConfirm } from '../../../components/dialogs'
import { useDeleteRecord } from '../../../resources/mutations'
import { Icon } from '../../Icon'
import { PanelError, PanelLoading } from '../PanelState'
import { TaskForm } from './TaskForm'
import { useSetTaskStatus, useTasks, type Task } from './useTasks'

type Editing = { task?: Task } | null

/**
 * The tasks tab: open tasks first, each in its mark's colour; the
 * checkbox toggles open and done (disabled when locked), the title reopens a task; every change
 * goes to the server at once and rolls back if it refuses.
 */
export default function TasksTab() {
  const { t } = usePanelTranslation()
  const me = useUser()
  const rights = useTableRights(getResource('tasks'))
  const list = useTasks()
  const setStatus = useSetTaskStatus()
  const remove = useDeleteRecord('tasks')
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing>(null)

  const name = (id: number | null) =>
    id === null
      ? t('tasks.nobody')
      : (list.data?.names[String(id)] ?? t('tasks.unknown_user', { id }))

  /** Who gave it to whom, from the signed-in user's side. */
  function direction(task: Task): { kind: 'to-me' | 'from-me' | 'others'; text: string } {
    const gaveIt = me !== null && task.user_id === me.id
    const forMe = me !== null && task.instructed_user_id === me.id
    if (forMe && !gaveIt)
      return { kind: 'to-me', text: t('tasks.to_me', { name: name(task.user_id) }) }
    if (gaveIt)
      return { kind: 'from-me', text: t('tasks.from_me', { name: name(task.instructed_user_id) }) }
    return {
      kind: 'others',
      text: t('tasks.between', { from: name(task.user_id), to: name(task.instructed_user_id) }),
    }
  }

  async function onDelete(task: Task) {
    if (!(await confirm({ body: t('tasks.delete_body', { title: task.title }) }))) return
    remove.mutate(task.id)
  }

  let body
  if (list.isPending) body = <PanelLoading />
  else if (list.isError)
    body = <PanelError error={list.error} onRetry={() => void list.refetch()} />
  else if (list.data.tasks.length === 0) body = <p className="panel-state">{t('tasks.empty')}</p>
  else
    body = (
      <ul className="panel-list" aria-label={t('shell:panel.tabs.tasks')}>
        {list.data.tasks.map((task) => {
          const dir = direction(task)
          const locked = task.status === TASK_LOCKED
          const done = task.status === TASK_DONE
          return (
            <li
              key={task.id}
              className={`task task--${task.mark} task--${dir.kind}${done ? ' task--done' : ''}`}
              data-mark={task.mark}
              data-direction={dir.kind}
            >
              <input
                type="checkbox"
                className="task__check"
                checked={done}
                disabled={locked || !rights.write}
                aria-label={t('tasks.done_label', { title: task.title })}
                onChange={() =>
                  setStatus.mutate({ id: task.id, status: toggledTaskStatus(task.status) })
                }
              />
              <div className="task__main">
                <button
                  type="button"
                  className="task__title"
                  aria-label={t('tasks.reopen', { title: task.title })}
                  disabled={!rights.write}
                  onClick={() => {
                    if (task.status !== TASK_OPEN)
                      setStatus.mutate({ id: task.id, status: TASK_OPEN })
                  }}
                >
                  {task.title}
                </button>
                <span className="task__who">
                  <Icon name={dir.kind === 'to-me' ? 'chevronLeft' : 'chevronRight'} />
                  {dir.text}
                  {locked && <span className="task__locked">{t('tasks.locked')}</span>}
                </span>
              </div>
              <div className="task__actions">
                {rights.write && (
                  <button
                    type="button"
                    className="panel-icon-button"
                    aria-label={t('tasks.edit', { title: task.title })}
                    title={t('tasks.edit', { title: task.title })}
                    onClick={() => setEditing({ task })}
                  >
                    <Icon name="edit" />
                  </button>
                )}
                {rights.delete && (
                  <button
                    type="button"
                    className="panel-icon-button"
                    aria-label={t('tasks.delete', { title: task.title })}
                    title={t('tasks.delete', { title: task.title })}
                    onClick={() => void onDelete(task)}
                  >
                    <Icon name="trash" />
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    )

  return (
    <div className="panel-tab">
      {rights.write && (
        <div className="panel-tab__toolbar">
          <button type="button" className="btn btn--primary" onClick={() => setEditing({})}>
            {t('tasks.add')}
          </button>
        </div>
      )}
      {body}
      {editing && <TaskForm task={editing.task} onClose={() => setEditing(null)} />}
    </div>
  )
}
