import { afterAll } from 'vitest'

// Each test file gets its own module graph and so its own Payload; close its pool when done.
// The config is imported lazily so a test file can set environment variables before it loads.
afterAll(async () => {
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  const payload = await getPayload({ config })
  await payload.destroy()
})
