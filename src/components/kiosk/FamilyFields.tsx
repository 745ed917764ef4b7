import type { UseFormRegisterReturn } from 'react-hook-form'
import { Counter } from './Counter'
import * as styles from './kiosk.css'

type Count = { value: number | undefined; onChange: (value: number) => void }

type Props = {
  /** Prefix of the fields' ids (`<id>-name`, `<id>-children`, `<id>-adults`). */
  id: string
  nameLabel: string
  name: UseFormRegisterReturn
  nameError: string | undefined
  childCount: Count
  adultCount: Count
  /** A walk-in brings at least one child; a family noted at the door may be adults only. */
  minChildren: number
}

/** A family's name and numbers, as the walk-in and the offline note take them: big counters, no spin boxes. */
export function FamilyFields({ id, nameLabel, name, nameError, childCount, adultCount, minChildren }: Props) {
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {nameLabel}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...name}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className={styles.fieldError}>
            {nameError}
          </p>
        ) : null}
      </div>
      <div className={styles.counters}>
        <Counter
          id={`${id}-children`}
          label="Children"
          noun="child"
          value={childCount.value ?? 1}
          min={minChildren}
          max={20}
          onChange={childCount.onChange}
        />
        <Counter
          id={`${id}-adults`}
          label="Adults"
          noun="adult"
          value={adultCount.value ?? 1}
          min={0}
          max={20}
          onChange={adultCount.onChange}
        />
      </div>
    </>
  )
}
