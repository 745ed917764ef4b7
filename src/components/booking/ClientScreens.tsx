'use client'

import dynamic from 'next/dynamic'
import { Spinner } from './Spinner'

// Both screens read session storage, which only the browser has.
export const PaymentScreenClient = dynamic(() => import('./PaymentScreen'), {
  ssr: false,
  loading: () => <Spinner label="Loading your booking…" />,
})
export const SuccessScreenClient = dynamic(() => import('./SuccessScreen'), {
  ssr: false,
  loading: () => <Spinner label="Loading your confirmation…" />,
})
