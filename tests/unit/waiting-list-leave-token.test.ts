import { describe, expect, it } from 'vitest'
import { leaveToken, verifyLeaveToken } from '../../plugins/waitlist/domain/leaveToken'

describe('waiting-list leave token', () => {
  it('names the entry it was made for, and nothing forged, altered or malformed', () => {
    const token = leaveToken('a-secret-of-sixteen-chars', 42)
    expect(verifyLeaveToken('a-secret-of-sixteen-chars', token)).toBe(42)
    expect(verifyLeaveToken('another-secret-sixteen', token)).toBeNull()
    expect(verifyLeaveToken('a-secret-of-sixteen-chars', token.replace(/^42\./, '43.'))).toBeNull()
    expect(verifyLeaveToken('a-secret-of-sixteen-chars', `${token}x`)).toBeNull()
    expect(verifyLeaveToken('a-secret-of-sixteen-chars', '')).toBeNull()
  })
})
