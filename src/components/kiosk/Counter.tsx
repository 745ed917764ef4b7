import * as styles from './kiosk.css'

type Props = { id: string; label: string; noun: string; value: number; min: number; max: number; onChange: (value: number) => void }

/** A number chosen with two big buttons instead of a tiny spin box. */
export function Counter({ id, label, noun, value, min, max, onChange }: Props) {
  return (
    <div className={styles.counter} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button.outline}
          aria-label={`Remove one ${noun}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output id={id} className={styles.counterValue} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.button.outline}
          aria-label={`Add one ${noun}`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  )
}
