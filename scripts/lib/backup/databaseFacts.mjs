// What a backup's manifest says about the database, and what restore checks before it writes:
// the server's version, the latest applied migration, and a few row counts.
import pg from 'pg'

export const COUNTED_TABLES = ['bookings', 'ticket_types', 'media', 'users', 'payment_events']

/** @param {string} url @param {(client: pg.Client) => Promise<T>} work @template T */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** @param {pg.Client} client */
export async function serverVersion(client) {
  const { rows } = await client.query('SELECT current_setting($1) AS num, version() AS text', ['server_version_num'])
  return { major: Math.floor(Number(rows[0].num) / 10000), text: String(rows[0].text) }
}

/**
 * The server's data directory, or '' for a role that may not read it (a database's owner on a
 * managed server): pg_settings leaves the row out where current_setting() raises, even with
 * missing_ok. Only the embedded Postgres's superuser needs it, for a physical backup.
 * @param {pg.Client} client
 */
export async function dataDirectory(client) {
  const { rows } = await client.query("SELECT setting FROM pg_settings WHERE name = 'data_directory'")
  return String(rows[0]?.setting ?? '')
}

/** @param {pg.Client} client */
export async function describeDatabase(client) {
  const counts = {}
  for (const table of COUNTED_TABLES) {
    const exists = await client.query('SELECT to_regclass($1) AS name', [`public.${table}`])
    if (!exists.rows[0].name) continue
    // The name is one of ours above, never input.
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM public."${table}"`)
    counts[table] = rows[0].n
  }
  let latestMigration = null
  const migrations = await client.query('SELECT to_regclass($1) AS name', ['public.payload_migrations'])
  if (migrations.rows[0].name) {
    const { rows } = await client.query('SELECT name FROM public.payload_migrations WHERE batch > 0 ORDER BY id DESC LIMIT 1')
    latestMigration = rows[0]?.name ?? null
  }
  const { rows } = await client.query('SELECT current_database() AS name')
  return { database: String(rows[0].name), latestMigration, counts }
}

/** Tables, views, sequences and types (enums) in schema public: restore writes only where there are none. */
export async function publicObjects(client) {
  const { rows } = await client.query(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
    UNION ALL
    SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r') `)
  return rows.map((row) => String(row.name))
}
