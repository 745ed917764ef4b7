'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { readApiFailure } from '@/components/booking/bookingApi'
import * as booking from '@/components/booking/booking.css'
import * as forms from '@/components/home/forms.css'
import { formatPence } from '@/lib/money'
import { longDate } from '@/lib/time/formatDate'
import { button, card } from '@/styles/primitives.css'
import * as styles from './partyPage.css'
import { partyChangesSchema, postParty, type PartyChangesInput, type PartyView } from './partyApi'
import { ChildrenField, NotesField } from './PartyFields'

type Changes = z.output<typeof partyChangesSchema>
type Props = { token: string; party: PartyView; onParty: (party: PartyView) => void; onRefresh: () => void }

const FIELDS = new Set<string>(['children', 'foodChoices', 'dietaryNotes'])
const SAVE_FAILED = 'We could not save your changes just now. Please try again or call us.'

/** The family's own changes until the cut-off: the number of children (within the package's limits), food and dietary notes. */
export function PartyChangesForm({ token, party, onParty, onRefresh }: Props) {
  const { min, max } = party.limits
  const schema = useMemo(
    () =>
      partyChangesSchema.refine((values) => values.children >= min && values.children <= max, {
        path: ['children'],
        message: `The ${party.packageName} package is for ${min} to ${max} children`,
      }),
    [min, max, party.packageName],
  )
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartyChangesInput, unknown, Changes>({
    resolver: zodResolver(schema),
    // Follows the party as the server has it (after a save, the saved values).
    values: { children: party.children, foodChoices: party.foodChoices, dietaryNotes: party.dietaryNotes },
  })

  const save = async (changes: Changes) => {
    setOutcome(null)
    try {
      const answer = await postParty('change', { token, ...changes })
      onParty(answer.party)
      setOutcome({ ok: true, text: `Your changes are saved. The total is now ${formatPence(answer.party.totalPence)}.` })
    } catch (cause) {
      const failure = readApiFailure(cause)
      const fields = Object.entries(failure?.fields ?? {}).filter(([name]) => FIELDS.has(name))
      for (const [name, message] of fields) setError(name as keyof PartyChangesInput, { message }, { shouldFocus: true })
      if (failure?.code === 'children_out_of_range')
        setError('children', { message: failure.message ?? SAVE_FAILED }, { shouldFocus: true })
      else if (fields.length === 0) setOutcome({ ok: false, text: failure?.message ?? SAVE_FAILED })
      if (failure?.code === 'changes_closed') onRefresh()
    }
  }

  return (
    <form className={`${forms.form} ${card}`} onSubmit={handleSubmit(save)} noValidate aria-labelledby="party-changes-title">
      <h2 id="party-changes-title" className={styles.heading}>
        Change your party
      </h2>
      <p className={forms.hint}>
        You can change the number of children, the food and dietary notes until {longDate(party.changesCloseAfter)}. We work out the price
        again when you save.
      </p>
      <ChildrenField
        id="party-children"
        label="Number of children"
        hint={`Between ${min} and ${max} children for the ${party.packageName} package.`}
        min={min}
        max={max}
        registration={register('children', { valueAsNumber: true })}
        error={errors.children?.message}
      />
      <NotesField id="party-food" label="Food choices" registration={register('foodChoices')} error={errors.foodChoices?.message} />
      <NotesField
        id="party-dietary"
        label="Dietary notes (allergies, intolerances)"
        registration={register('dietaryNotes')}
        error={errors.dietaryNotes?.message}
      />
      <div role="status" className={styles.liveRegion}>
        {outcome?.ok ? <p className={booking.banner}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p className={booking.failure} role="alert">
          {outcome.text}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  )
}
