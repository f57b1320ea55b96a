import { useId, useState, type FormEvent } from 'react'
import { usePanelTranslation } from '../../../i18n/panel'
import { ENUMS } from '@shared/resources/enums'
import { applyTaskRules } from '@shared/rules/tasks'
import { Modal } from '../../../components/dialogs'
import { useBridge } from '../../../platform'
import { useStoreRecord } from '../../../resources/mutations'
import { PanelField } from '../PanelField'
import { saveChecked } from '../saveChecked'
import { UserField } from '../UserField'
import type { Task } from './useTasks'

export interface TaskFormProps {
  /** The task to edit; a new one when absent. */
  task?: Task
  onClose: () => void
}

type Errors = Record<string, string[]>

/** Add or edit a task: title (trimmed, required), mark (default when none), assignee. */
export function TaskForm({ task, onClose }: TaskFormProps) {
  const { t } = usePanelTranslation()
  const bridge = useBridge()
  const store = useStoreRecord('tasks')
  const [title, setTitle] = useState(task?.title ?? '')
  const [mark, setMark] = useState(task?.mark ?? 'default')
  const [assignee, setAssignee] = useState(
    task?.instructed_user_id ? String(task.instructed_user_id) : '',
  )
  const [errors, setErrors] = useState<Errors>({})
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input: Record<string, unknown> = {
      title,
      mark,
      instructed_user_id: assignee ? Number(assignee) : null,
      ...(task ? { id: task.id, version: task.version } : { status: '0' }),
    }
    const checked = applyTaskRules(input, task !== undefined)
    if (!(await saveChecked(checked, store, setErrors, `${id}-title`))) return
    void bridge.informers.refresh().catch(() => undefined)
    onClose()
  }

  return (
    <Modal title={task ? t('tasks.edit_title') : t('tasks.new_title')} onClose={onClose}>
      <form className="panel-form" onSubmit={(e) => void submit(e)} noValidate>
        <PanelField formId={id} name="title" label={t('tasks.field_title')} errors={errors}>
          {(aria) => (
            <input
              {...aria}
              className="input"
              value={title}
              maxLength={500}
              aria-required
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </PanelField>
        <PanelField formId={id} name="mark" label={t('tasks.field_mark')} errors={errors}>
          {(aria) => (
            <select
              {...aria}
              className="input"
              value={mark}
              onChange={(e) => setMark(e.target.value)}
            >
              {ENUMS.task_mark.map((value) => (
                <option key={value} value={value}>
                  {t(`enums:task_mark.${value}`)}
                </option>
              ))}
            </select>
          )}
        </PanelField>
        <UserField
          formId={id}
          name="instructed_user_id"
          label={t('tasks.field_assignee')}
          errors={errors}
          value={assignee}
          onChange={setAssignee}
        />
        <div className="panel-form__actions">
          <button type="submit" className="btn btn--primary" disabled={store.isPending}>
            {t('tasks.save')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('tasks.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
