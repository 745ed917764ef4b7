import { Fragment } from 'react'
import { priceAdjustmentLines, type PriceAdjustments } from './priceAdjustments'

/** The promo, credit and voucher rows of a booking summary's list, before its total. */
export function PriceAdjustmentRows({ adjustments }: { adjustments: PriceAdjustments }) {
  return (
    <>
      {priceAdjustmentLines(adjustments).map((line) => (
        <Fragment key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </Fragment>
      ))}
    </>
  )
}
