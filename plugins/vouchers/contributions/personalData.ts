import type { Contributions } from '@/lib/plugins/contributions'
import { eraseVoucherPersonalData, exportVouchersFor } from '../operations/eraseVouchers'
import { GIFT_VOUCHERS_SLUG } from '../types'

/** The vouchers plugin's part of a person's data (issue 27, ADR 0021): the vouchers the address bought. */
export const vouchersPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'vouchers',
      labels: { giftVouchers: 'Gift vouchers bought (code and balance kept)' },
      erase: async (req, { address, replacement }) => {
        const { voucherIds } = await eraseVoucherPersonalData(req, address, replacement)
        return { counts: { giftVouchers: voucherIds.length }, records: [{ entity: GIFT_VOUCHERS_SLUG, ids: voucherIds }] }
      },
    },
  ],
  export: [
    {
      plugin: 'vouchers',
      export: async (payload, { address }) => ({ sections: { giftVouchers: await exportVouchersFor(payload, address) } }),
    },
  ],
}
