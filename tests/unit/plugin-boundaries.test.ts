import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The lint rule that keeps plugins apart (eslint/pluginBoundaries.mjs) run through ESLint's own
 * API with the project's config, on imports planted in files under plugins/: each forbidden form
 * must fail the lint, each allowed one must pass.
 */
const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') })
})

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n\nexport const used = value\n`, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('the plugin boundary rule', () => {
  it.each([
    [
      'an operation of another plugin through the alias',
      'plugins/staff/endpoints/planted.ts',
      "import { slotBookings as value } from '@plugins/booking/operations/slotBookings'",
    ],
    [
      'a domain file of another plugin through the alias',
      'plugins/checkin/domain/planted.ts',
      "import { parseSlotRange as value } from '@plugins/booking/domain/slots'",
    ],
    [
      'a type from another plugin’s internals',
      'plugins/inquiries/operations/planted.ts',
      "import type { SlotBooking as value } from '@plugins/booking/operations/slotBookings'",
    ],
    [
      'a re-export of another plugin’s internals',
      'plugins/staff/planted.ts',
      "export { slotBookings } from '@plugins/booking/operations/slotBookings'\nconst value = 1",
    ],
    [
      'another plugin by a relative path',
      'plugins/staff/endpoints/planted.ts',
      "import { once as value } from '../../checkin/endpoints/kioskHttp'",
    ],
    [
      'another plugin’s index by a relative path',
      'plugins/staff/operations/planted.ts',
      "import { checkIn as value } from '../../checkin'",
    ],
    ['a relative path from a plugin’s root file', 'plugins/staff/planted.ts', "import { BOOKINGS_SLUG as value } from '../booking/types'"],
    [
      'a relative path from deep in a plugin',
      'plugins/staff/admin/calendar/planted.tsx',
      "import { daySchedule as value } from '../../../booking/domain/daySchedule'",
    ],
    [
      'a path through the plugins folder from outside it',
      'plugins/staff/endpoints/planted.ts',
      "import { once as value } from '../../../plugins/checkin/operations/visitLock'",
    ],
  ])('fails on %s', async (_name, file, source) => {
    const errors = await boundaryErrors(file, source)
    expect(errors).toHaveLength(1)
  })

  it.each([
    ['another plugin’s index', 'plugins/staff/endpoints/planted.ts', "import { slotBookings as value } from '@plugins/booking'"],
    [
      'another plugin’s contract',
      'plugins/staff/admin/planted.tsx',
      "import { staffBookingSchema as value } from '@plugins/booking/contract'",
    ],
    [
      'its own internals through the alias',
      'plugins/booking/endpoints/planted.ts',
      "import { slotBookings as value } from '@plugins/booking/operations/slotBookings'",
    ],
    [
      'its own internals by a relative path',
      'plugins/booking/endpoints/planted.ts',
      "import { slotBookings as value } from '../operations/slotBookings'",
    ],
    [
      'shared code outside the plugins',
      'plugins/staff/endpoints/planted.ts',
      "import { once as value } from '@/lib/http/idempotentRequests'",
    ],
  ])('allows %s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([])
  })
}, 120_000)
