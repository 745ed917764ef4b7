import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cache/revalidate'

export const MenuPage: GlobalConfig = {
  slug: 'menu-page',
  label: 'Menu page and poster',
  admin: { group: 'Cafe', description: 'Words around the cafe menu, the printable poster and the QR page' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal('menu-page')] },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'allergenInfo', type: 'textarea', required: true, maxLength: 800, admin: { description: 'The allergen information box' } },
    { name: 'footer', type: 'text', required: true, maxLength: 160, admin: { description: 'e.g. All prices include VAT' } },
    { name: 'posterHeading', type: 'text', required: true, maxLength: 80 },
    { name: 'posterFooter', type: 'text', maxLength: 200 },
    {
      name: 'qrTips',
      type: 'array',
      admin: { description: 'Usage tips on /qr-menu' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }],
    },
  ],
}
