/**
 * The staff plugin's client-safe face: the staff dashboard's calls, their schemas and the answers'
 * shapes (docs/api/staff.md). Nothing here loads Payload; server operations are in `./index.ts`.
 */
export * from './domain/staffApi'
export * from './domain/restrictionApi'
export * from './domain/calendarApi'
