import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { createUser, testPayload } from '../helpers/payload'

describe('media uploads', () => {
  it('stores an image with its resized versions', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer()
    const staff = await createUser(payload, ['staff'])
    const user = await payload.findByID({ collection: 'users', id: staff.id })

    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A purple test card' },
      file: { data, mimetype: 'image/png', name: `test-card-${Date.now()}.png`, size: data.length },
      user,
      overrideAccess: false,
    })

    expect(doc).toMatchObject({ width: 1200, height: 800, mimeType: 'image/png' })
    expect(doc.sizes?.thumbnail).toMatchObject({ width: 320, height: 240 })
    expect(doc.sizes?.card).toMatchObject({ width: 768, height: 512 })
    expect(existsSync(path.resolve(env().MEDIA_DIR, doc.filename!))).toBe(true)
  })

  it('refuses uploads from anonymous visitors', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer()
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'nope' },
        file: { data, mimetype: 'image/png', name: 'nope.png', size: data.length },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
