import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { ShopBridge } from '@shared/bridge'
import { getPlatformBridge } from '../platform'
import { Providers } from './Providers'
import { createQueryClient } from './queryClient'
import { createAppRouter } from './routes'

export function App({ bridge }: { bridge?: ShopBridge }) {
  // Made here, not in Providers, so the router's loaders and the screens share them.
  const [shop] = useState(() => bridge ?? getPlatformBridge())
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter({ queryClient, bridge: shop }))
  return (
    <Providers bridge={shop} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
