import { request as httpRequest } from '../lib/http.mjs'

/**
 * What the bench's parts share once bench/crash-safety.mjs has set it up: the run's id and log
 * folder, the throwaway database (`db`, a pg Pool), the fake Stripe, the server's port and
 * environment, the admin's credentials and, once signed in, token.
 */
export const run = { runId: '', runDir: '', db: null, stripe: null, port: 0, serverEnv: {}, adminEmail: '', adminPassword: '', token: '' }

// HTTP: a new connection per request (bench/lib/http.mjs).
export const request = (method, urlPath, options) => httpRequest(run.port, method, urlPath, options)

export const asAdmin = () => ({ authorization: `JWT ${run.token}` })

export async function signIn() {
  const answer = await request('POST', '/api/users/login', { body: { email: run.adminEmail, password: run.adminPassword } })
  if (answer.status !== 200 || !answer.json?.token) throw new Error(`admin sign-in answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  run.token = answer.json.token
}

export const query = async (text, values = []) => (await run.db.query(text, values)).rows
