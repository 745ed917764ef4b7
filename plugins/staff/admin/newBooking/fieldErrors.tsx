import * as css from '../staff.css'

/** The error shown beside a field, and the attributes that tie the field to it. */
export function fieldErrors(errors: Record<string, string>) {
  const fieldError = (name: string, id: string) =>
    errors[name] ? (
      <span id={`${id}-error`} className={css.subtle} role="alert">
        {errors[name]}
      </span>
    ) : null
  const described = (name: string, id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  })
  return { fieldError, described }
}
