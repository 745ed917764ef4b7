import { expect, test } from '@playwright/test'

test('GET /api/health reports the database', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
})

test('the user list is refused to anonymous callers', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})
