import type { CollectionConfig } from 'payload'
import { contentVersions, historyFields, publishedOrStaff } from '@/lib/cms/contentHistory'
import { isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'
import { ALLERGENS, MENU_TABS, POSTER_CATEGORIES } from '@/lib/menu/menuOptions'

const labelled = (options: readonly { value: string; label: string }[]) => options.map(({ value, label }) => ({ value, label }))

export const MenuItems: CollectionConfig = {
  slug: 'menu-items',
  labels: { singular: 'Menu item', plural: 'Menu items' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'pricePence', 'menuTab', 'posterCategory', 'popular', 'active'],
    group: 'Cafe',
    description: 'The cafe menu. An item shows on /menu when it has a menu tab, and on the printable poster when it has a poster category.',
  },
  defaultSort: 'sortOrder',
  // The cafe team keeps the menu current; staff may edit it as well as admins.
  access: { read: publishedOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: contentVersions,
  hooks: revalidateCollectionHooks('menu-items'),
  fields: [
    ...historyFields,
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'emoji', type: 'text', maxLength: 8 },
      ],
    },
    penceField({ name: 'pricePence', label: 'Price (pence, VAT included)', required: true }),
    { name: 'description', type: 'textarea', maxLength: 300 },
    {
      name: 'allergens',
      type: 'select',
      hasMany: true,
      options: labelled(ALLERGENS),
      admin: { description: 'Leave empty for "Allergen Free"' },
    },
    {
      type: 'row',
      fields: [
        { name: 'menuTab', type: 'select', options: labelled(MENU_TABS), admin: { description: 'Tab on /menu (empty: poster only)' } },
        {
          name: 'posterCategory',
          type: 'select',
          options: labelled(POSTER_CATEGORIES),
          admin: { description: 'Section on the poster (empty: not on the poster)' },
        },
      ],
    },
    { name: 'popular', type: 'checkbox', defaultValue: false, admin: { description: 'Shows the POPULAR flag' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown for Adult Food' } },
    {
      name: 'gourmetDescription',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'The longer description shown under Adult Food items' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Untick to take it off the menu' } },
  ],
}
