import pg from 'pg'

// Any fixed number: processes that migrate or seed take turns on this Postgres advisory lock.
const STARTUP_LOCK_KEY = 7_406_221

/** Runs `work` while holding a session-level advisory lock on DATABASE_URL's database. */
export async function withStartupLock<T>(work: () => Promise<T>, databaseUrl = process.env.DATABASE_URL): Promise<T> {
  const lock = new pg.Client({ connectionString: databaseUrl })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await lock.end()
  }
}
