/**
 * The staff dashboard's calls (seed 001 §7, issue 16): the request schemas the dashboard's forms
 * and the endpoints share, and the answers' shapes. Money in pence, instants as ISO strings
 * except where the seed says unix seconds (`created`). One file per subject, all re-exported here.
 */
export * from './dashboardApi'
export * from './paymentsApi'
export * from './reportsApi'
export * from './customerApi'
