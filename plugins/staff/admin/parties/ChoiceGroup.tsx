'use client'

import { useId, type ReactElement } from 'react'
import * as styles from './parties.css'

export type Choice<T extends string> = { value: T; label: string }

/** A fieldset of radio buttons, each a whole-row target at least 44 px high; the arrow keys move between them. */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly Choice<T>[]
  value: T | null
  onChange: (value: T) => void
}): ReactElement {
  const name = useId()
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            className={styles.choiceInput}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
