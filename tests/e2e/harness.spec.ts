import { test, expect, MARKER } from './fixtures'

test('the built server answers and serves the UI', async ({ anonPage }) => {
  const request = anonPage.request
  const health = await request.get('/health')
  expect(health.ok()).toBe(true)
  const params = await request.post('/api/settings/get_params', { headers: MARKER })
  expect(params.status()).toBe(401)
  await anonPage.goto('/')
  await expect(anonPage).toHaveTitle(/Бек-офіс/)
})
