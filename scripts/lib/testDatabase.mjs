// A fresh, throwaway database for one test run: a new database on the given server, or, without
// one, a new embedded Postgres in a temporary directory on a free port.
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabaseIfMissing, startEmbeddedPostgres } from './embeddedPostgres.mjs'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function uniqueName(prefix) {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
}

/** Runs one statement over a connection of its own to `url` (a server's database). */
async function runStatement(url, statement) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A throwaway database need not wait for each commit to reach the disk: its sessions commit
 * without waiting for the write-ahead log's flush (synchronous_commit off; a crash could lose the
 * last moments, never corrupt). Nothing else about the database changes. `url`: any database on
 * its server. (Identifiers cannot be bound as parameters; the names are ours, from uniqueName.)
 */
function skipCommitFlush(url, database) {
  return runStatement(url, `ALTER DATABASE "${database}" SET synchronous_commit = off`)
}

/**
 * @param {{ serverUrl?: string, prefix?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, dispose: () => Promise<void> }>}
 */
export async function createFreshDatabase({ serverUrl, prefix = 'playcentre_test', log = () => {} } = {}) {
  const database = uniqueName(prefix)
  if (serverUrl) {
    const url = new URL(serverUrl)
    url.pathname = `/${database}`
    await createDatabaseIfMissing(serverUrl, database)
    await skipCommitFlush(serverUrl, database)
    log(`created database ${database} on ${url.host}`)
    return {
      url: url.toString(),
      dispose: () => runStatement(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
    }
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playcentre-pg-'))
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database, log })
  await skipCommitFlush(server.url, database)
  return {
    url: server.url,
    dispose: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A copy of a database nobody is connected to (Postgres's CREATE DATABASE ... TEMPLATE), on the
 * same server: a migrated schema in a fraction of what running the migrations again costs.
 * @param {string} sourceUrl
 * @param {string} prefix
 * @returns {Promise<{ url: string, dispose: () => Promise<void> }>}
 */
export async function copyDatabase(sourceUrl, prefix) {
  const source = new URL(sourceUrl)
  const template = decodeURIComponent(source.pathname.slice(1))
  const database = uniqueName(prefix)
  // Connected to the server's maintenance database: a template must have no connections.
  const maintenance = new URL(sourceUrl)
  maintenance.pathname = '/postgres'
  // Identifiers cannot be bound as parameters; both names are ours (uniqueName, or a URL we made).
  await runStatement(maintenance.toString(), `CREATE DATABASE "${database}" TEMPLATE "${template.replace(/"/g, '""')}"`)
  await skipCommitFlush(maintenance.toString(), database)
  const url = new URL(sourceUrl)
  url.pathname = `/${database}`
  return { url: url.toString(), dispose: () => runStatement(maintenance.toString(), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) }
}
