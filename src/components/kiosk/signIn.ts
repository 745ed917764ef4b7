import { z } from 'zod'
import { ApiError, apiRequest } from '@/lib/http/apiRequest'

export type SignInMode = 'device' | 'staff'

export const signInSchema = z.object({
  login: z.string().trim().min(1, 'Please enter the account name'),
  password: z.string().min(1, 'Please enter the password'),
})
export type SignInValues = z.output<typeof signInSchema>

/** A kiosk device signs in with its username; staff with their e-mail (Payload's own login calls). */
export function signIn(mode: SignInMode, { login, password }: SignInValues): Promise<unknown> {
  return mode === 'device'
    ? apiRequest('POST', '/api/kiosk-devices/login', { username: login, password })
    : apiRequest('POST', '/api/users/login', { email: login, password })
}

export type SignInRefusal = { title: string; message: string }

/** Payload answers `{ errors: [{ message }] }`; a locked account says so (401 or 423). */
export function signInRefusal(error: unknown): SignInRefusal {
  if (!(error instanceof ApiError))
    return { title: 'Sign-in Error', message: 'The kiosk could not reach the server. Please check the connection and try again.' }
  let message = ''
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[]; error?: { message?: unknown } }
    const first = body.errors?.[0]?.message ?? body.error?.message
    message = typeof first === 'string' ? first : ''
  } catch {
    // Not JSON: the status decides.
  }
  if (error.status === 423 || /locked/i.test(message)) {
    return {
      title: 'Account Locked',
      message: 'This account is locked after too many failed attempts. Please wait and try again, or ask an admin to unlock it.',
    }
  }
  // Payload refuses a disabled device only after its password was right (the beforeLogin hook): 403.
  if (error.status === 403)
    return { title: 'Access Denied', message: 'This kiosk account is disabled. Please ask an admin to enable it again.' }
  if (error.status === 401 || error.status === 400) return { title: 'Access Denied', message: 'Incorrect username or password' }
  if (error.status === 429) return { title: 'Access Denied', message: 'Too many attempts. Please wait a moment and try again.' }
  return { title: 'Sign-in Error', message: 'Something went wrong. Please try again.' }
}
