'use client'

import dynamic from 'next/dynamic'

// Both screens read session storage, which only the browser has.
export const PaymentScreenClient = dynamic(() => import('./PaymentScreen'), { ssr: false, loading: () => <p role="status">Loading your booking…</p> })
export const SuccessScreenClient = dynamic(() => import('./SuccessScreen'), { ssr: false, loading: () => <p role="status">Loading your confirmation…</p> })
