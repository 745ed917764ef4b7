import { expect, test } from './support/test'

test('GET /api/health reports the database', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
})

test('the user list is refused to anonymous callers', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})

test('API paths that do not exist answer 404 with JSON, never a 5xx', async ({ request }) => {
  for (const path of ['/api/nothing-here', '/api/payload-migrations']) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 404])
    expect(response.headers()['content-type']).toMatch(/application\/json/)
  }
})
