/**
 * Radix `Dialog.Content`'s `onInteractOutside` for dialogs that hold a form: a tap or click outside
 * (a slip of the hand at a busy desk, a tap that lands on the backdrop while the dialog grows on a
 * slow tablet) leaves the dialog open and what was typed in it. Escape and the dialog's own
 * buttons still close it.
 */
export function keepDialogOpenOnOutsideInteraction(event: Event): void {
  event.preventDefault()
}
