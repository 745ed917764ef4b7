import type { Endpoint } from 'payload'

/** The staff dashboard's `/api/admin/*` endpoints. */
export const staffEndpoints: Endpoint[] = []
