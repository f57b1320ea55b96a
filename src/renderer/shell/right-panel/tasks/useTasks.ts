import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListAnswer } from '@shared/contract/schemas'
import { TASK_DONE, toTaskStatus, type TaskStatus } from '@shared/rules/tasks'
import { callApi, useBridge } from '../../../platform'
import { resourceKeys } from '../../../resources/queries'

export interface Task {
  id: number
  version: number
  title: string
  status: TaskStatus
  mark: string
  user_id: number | null
  instructed_user_id: number | null
}

export interface TaskList {
  tasks: Task[]
  /** Users' names by id, as the server named the page's references. */
  names: Record<string, string>
}

/** The same query (and key) as the generic list's first page, so a store elsewhere refreshes it. */
const LIST_QUERY = {}
export const tasksKey = resourceKeys.list('tasks', LIST_QUERY)

function toTask(row: Record<string, unknown>): Task {
  const ref = (v: unknown) => (typeof v === 'number' ? v : null)
  return {
    id: row.id as number,
    version: row.version as number,
    title: typeof row.title === 'string' ? row.title : '',
    status: toTaskStatus(row.status) ?? '0',
    mark: typeof row.mark === 'string' ? row.mark : 'default',
    user_id: ref(row.user_id),
    instructed_user_id: ref(row.instructed_user_id),
  }
}

/** Open (and locked) tasks first, then done ones; newest first within each. */
export function orderTasks(tasks: readonly Task[]): Task[] {
  const done = (t: Task) => (t.status === TASK_DONE ? 1 : 0)
  return [...tasks].sort((a, b) => done(a) - done(b) || b.id - a.id)
}

export function useTasks() {
  const bridge = useBridge()
  return useQuery({
    queryKey: tasksKey,
    queryFn: () => callApi(bridge, 'POST /api/tasks/get_tasks', { body: LIST_QUERY }),
    select: (answer: ListAnswer): TaskList => {
      const names: Record<string, string> = {}
      for (const field of ['user_id', 'instructed_user_id'])
        Object.assign(names, answer.refs?.[field] ?? {})
      return { tasks: orderTasks(answer.data.map(toTask)), names }
    },
  })
}

/**
 * `set_status/{id}/{status}`: the list changes at once; if the server refuses, it goes back
 * (the app's query client shows the server's message as an error toast).
 */
export function useSetTaskStatus() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TaskStatus }) =>
      callApi(bridge, 'POST /api/tasks/set_status/:id/:status', { params: { id, status } }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: tasksKey })
      const before = client.getQueryData<ListAnswer>(tasksKey)
      if (before) {
        client.setQueryData<ListAnswer>(tasksKey, {
          ...before,
          data: before.data.map((row) => (row.id === id ? { ...row, status } : row)),
        })
      }
      return { before }
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(tasksKey, context.before)
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: resourceKeys.all('tasks') })
      // The bell's new_tasks count follows at once, not at the next minute's poll.
      void bridge.informers.refresh().catch(() => undefined)
    },
  })
}
