import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_DEFAULTS } from '@/lib/env'
import { bundleScriptSync } from '../../scripts/lib/bundleScript.mjs'

const root = path.resolve(import.meta.dirname, '../..')
// Each test starts a process that loads Payload: on a busy two-core machine that has taken over 30 s.
const SPAWN_TIMEOUT_MS = 120_000

/** Runs the real start-up preparation step as `npm start` runs it before serving: from a bundle (scripts/run.mjs). */
function prepare(env: Record<string, string>) {
  const { PAYLOAD_SECRET: _secret, ADMIN_PASSWORD: _password, ...inherited } = process.env
  return spawnSync(process.execPath, [bundleScriptSync('scripts/prepare.ts')], {
    cwd: root,
    env: { ...inherited, DATABASE_URL: process.env.DATABASE_URL, ...env },
    encoding: 'utf8',
    timeout: SPAWN_TIMEOUT_MS,
  })
}

describe('production start-up', { timeout: SPAWN_TIMEOUT_MS + 10_000 }, () => {
  it('npm start judges the settings as production even when NODE_ENV is unset', () => {
    const environment = {
      ...process.env,
      PAYLOAD_SECRET: DEVELOPMENT_DEFAULTS.PAYLOAD_SECRET,
      ADMIN_PASSWORD: DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD,
      PORT: '3999',
    }
    Reflect.deleteProperty(environment, 'NODE_ENV')
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
      cwd: root,
      env: environment,
      encoding: 'utf8',
      timeout: SPAWN_TIMEOUT_MS,
    })
    expect(result.status).toBe(1)
    expect(`${result.stdout}${result.stderr}`).toMatch(/Refusing to start in production/)
  })

  it('refuses to start while the development defaults are in place', () => {
    const result = prepare({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: DEVELOPMENT_DEFAULTS.PAYLOAD_SECRET,
      ADMIN_PASSWORD: DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/Refusing to start in production: PAYLOAD_SECRET and ADMIN_PASSWORD still hold the development defaults/)
  })

  it('starts with real secrets', () => {
    const result = prepare({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-random-secret-for-this-test',
      ADMIN_PASSWORD: 'a-long-real-password-for-this-test',
    })
    expect(result.stderr).not.toMatch(/Refusing/)
    expect(result.status).toBe(0)
  })
})
