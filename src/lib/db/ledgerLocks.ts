/**
 * Test-only switch for the race tests' control runs: with LEDGER_TEST_DISABLE_LOCKS=1 the credit
 * and points locks are skipped, to show the overspend they prevent. Never in production (the
 * config refuses to load with it), and read per call so one test can flip it.
 */
export function ledgerLocksDisabled(): boolean {
  return process.env.NODE_ENV !== 'production' && process.env.LEDGER_TEST_DISABLE_LOCKS === '1'
}
