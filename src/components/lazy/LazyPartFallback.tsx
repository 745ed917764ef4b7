import { Spinner } from '@/components/booking/Spinner'
import { button } from '@/styles/primitives.css'

/** What stands in for a part of a page while its code loads, or after that failed (with a retry). */
export function LazyPartFallback({
  failed,
  loadingLabel,
  what,
  onRetry,
}: {
  failed: boolean
  loadingLabel: string
  what: string
  onRetry: () => void
}) {
  if (!failed) return <Spinner label={loadingLabel} />
  return (
    <div role="alert">
      <p>{what} did not load. Please check your connection and try again.</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
