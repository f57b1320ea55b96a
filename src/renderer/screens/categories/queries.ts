import { useQuery } from '@tanstack/react-query'
import { callApi, useBridge } from '../../platform'
import { resourceKeys } from '../../resources/queries'

/**
 * The whole catalogue tree. Its key sits under the categories' resource key, so any saved or
 * deleted category (a record window's write invalidates that key) redraws the tree.
 */
export const categoryTreeKey = [...resourceKeys.all('categories'), 'tree'] as const

export function useCategoryTree() {
  const bridge = useBridge()
  return useQuery({
    queryKey: categoryTreeKey,
    queryFn: async () => (await callApi(bridge, 'POST /api/categories/get_tree')).data,
  })
}
