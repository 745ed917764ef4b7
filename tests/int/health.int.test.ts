import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/health/route'

/** Refuses and drops every connection to the test database, as an outage would. */
async function setDatabaseReachable(reachable: boolean): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!)
  const database = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${reachable ? 'true' : 'false'}`)
    if (!reachable) {
      // With a timeout it waits until each backend has gone: the outage is whole before the test asks.
      await admin.query('SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        database,
      ])
    }
  } finally {
    await admin.end()
  }
}

afterAll(async () => {
  await setDatabaseReachable(true)
})

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ db: 'ok', checks: { database: { status: 'ok' }, redis: { status: 'not_configured' } } })
  })

  it('answers 503 while the database refuses connections, and recovers after', async () => {
    await setDatabaseReachable(false)
    const down = await GET()
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({
      status: 'error',
      db: 'unreachable',
      checks: { database: { status: 'unreachable' }, jobs: { status: 'unknown' } },
      error: { code: 'database_unreachable', message: 'The database is unreachable' },
    })

    await setDatabaseReachable(true)
    const up = await GET()
    expect(up.status).toBe(200)
  })
})
