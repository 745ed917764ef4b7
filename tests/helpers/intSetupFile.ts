import config from '@payload-config'
import { getPayload } from 'payload'
import { afterAll } from 'vitest'

// Each test file gets its own module graph and so its own Payload; close its pool when done.
afterAll(async () => {
  const payload = await getPayload({ config })
  await payload.destroy()
})
