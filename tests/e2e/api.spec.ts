import { expect, test } from './support/test'

test('GET /api/health reports the database, Redis and the job queues', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({
    db: 'ok',
    checks: { database: { status: 'ok' }, redis: { status: 'not_configured' }, jobs: { waiting: expect.any(Number) } },
  })
})

test('GET /metrics answers the scraper’s token with request times by route, and nobody else', async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(401)
  expect((await request.get('/metrics', { headers: { Authorization: 'Bearer not-the-token' } })).status()).toBe(401)
  await request.get('/menu')
  const response = await request.get('/metrics', { headers: { Authorization: `Bearer ${process.env.METRICS_TOKEN}` } })
  expect(response.status()).toBe(200)
  const text = await response.text()
  // Recorded by the HTTP front (scripts/server.mjs) for the page just asked for.
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/menu",status="200"\} [1-9]\d*$/m)
  expect(text).toMatch(/^playcentre_job_queue_depth\{queue="emails"\} \d+$/m)
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
