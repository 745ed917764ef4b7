import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access/roles'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'
import { env } from '@/lib/env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // Pages that show a picture are tagged with media too, so a replaced picture shows at once.
  hooks: revalidateCollectionHooks('media'),
  upload: {
    // Resolved at run time from MEDIA_DIR; not something the bundler should trace.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre' },
      { name: 'card', width: 768, height: 512, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the picture for visitors who cannot see it' },
    },
  ],
}
