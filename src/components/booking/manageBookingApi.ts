/** The answers of GET /api/bookings/manage and POST /api/bookings/cancel (plugins/booking/endpoints/selfService.ts). */
export type ManagedBooking = {
  reference: string
  status: 'held' | 'paid' | 'checked_in' | 'checked_out' | 'cancelled' | 'expired' | 'refunded' | 'no_show'
  sessionTitle: string
  date: string
  slotLabel: string
  /** On a flexible day: 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in'. */
  arrivalTimes: string | null
  children: number
  adults: number
  tickets: { title: string; quantity: number; lineTotalPence: number }[]
  finalAmountPence: number
  customerName: string
}

export type ManageView = {
  booking: ManagedBooking
  cancellation: { allowed: boolean; refundPence: number; deadline: string; policyText: string; reason: string | null }
}

export type CancelAnswer = { booking: { reference: string; status: ManagedBooking['status'] }; refundPence: number; message: string }
