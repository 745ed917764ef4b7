// Fault 2's other client: it opens connections as a role of its own (not a superuser) until it holds
// all but two of the connections such a role may have (max_connections minus the superuser's
// reserved ones), and keeps topping up as the app's pools let idle connections go, until released.
import pg from 'pg'
import { sleep } from './log.mjs'

export function holdConnections(url, target) {
  const clients = []
  const state = { target, peak: 0, refused: 0, on: true }
  const open = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    client.on('error', () => {})
    try {
      await client.connect()
      clients.push(client)
      state.peak = Math.max(state.peak, clients.length)
      return true
    } catch {
      state.refused += 1
      await client.end().catch(() => {})
      return false
    }
  }
  const topping = (async () => {
    while (state.on) {
      if (clients.length >= target || !(await open())) await sleep(250)
    }
  })()
  return {
    state,
    held: () => clients.length,
    release: async () => {
      state.on = false
      await topping
      await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})))
    },
  }
}
