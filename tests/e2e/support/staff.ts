import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** A bearer header for the admin from the environment npm run test:e2e sets. */
export async function adminHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const login = await api.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  expect(login.ok(), 'run through npm run test:e2e, which sets the admin credentials').toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

export type Account = { email: string; password: string }

/** A staff account (or, with `role`, an admin) made by the admin through the users API; returns its id. */
export async function createStaff(
  api: APIRequestContext,
  admin: Record<string, string>,
  account: Account,
  role: 'staff' | 'admin' = 'staff',
): Promise<number> {
  const created = await api.post('/api/users', {
    headers: admin,
    data: { email: account.email, password: account.password, roles: [role] },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Signs in at /admin and waits for the staff dashboard. */
export async function signInToDashboard(page: Page, account: Account): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { name: 'Today at the play centre' })).toBeVisible()
}
