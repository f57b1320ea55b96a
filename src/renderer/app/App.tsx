import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { ShopBridge } from '@shared/bridge'
import { Providers } from './Providers'
import { createAppRouter } from './routes'

export function App({ bridge }: { bridge?: ShopBridge }) {
  const [router] = useState(createAppRouter)
  return (
    <Providers bridge={bridge}>
      <RouterProvider router={router} />
    </Providers>
  )
}
