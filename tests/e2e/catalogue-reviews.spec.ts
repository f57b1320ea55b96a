import { apiPost, expect, test } from './fixtures'

type Review = { data: { id: number; publish: string; version: number } }

test('a review waiting for moderation is published from the list with one click', async ({
  page,
  consoleErrors,
}) => {
  const name = `Оксана Тест ${Date.now().toString(36)}`
  const { data: review } = await apiPost<Review>(page.request, '/api/reviews/store', {
    name,
    rating: 5,
    text: 'Чохол чудовий, дякую!',
  })
  expect(review.publish).toBe('0')

  await page.goto(`/reviews?search=${encodeURIComponent(name)}`)
  const toggle = page.getByRole('switch', { name: `Опублікувати відгук «${name}»` })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(page.getByText('Запис збережено!').first()).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  const stored = await apiPost<Review>(page.request, `/api/reviews/get/${review.id}`)
  expect(stored.data).toMatchObject({ publish: '1', version: 2 })

  // And hidden again the same way.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect
    .poll(async () => (await apiPost<Review>(page.request, `/api/reviews/get/${review.id}`)).data)
    .toMatchObject({ publish: '0', version: 3 })
  expect(consoleErrors).toEqual([])
})
