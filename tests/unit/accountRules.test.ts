import { registrationProblem, resetProblem } from '@/shared/accountRules'

const valid = { username: 'anna', email: 'anna@example.com', password: 'secret1', confirmPassword: 'secret1' }

describe('registrationProblem (SPEC 5)', () => {
  it('accepts a complete form', () => {
    expect(registrationProblem(valid)).toBeNull()
  })
  it('requires a username that is not only spaces', () => {
    expect(registrationProblem({ ...valid, username: '   ' })).toBe('usernameRequired')
  })
  it('requires an e-mail address', () => {
    expect(registrationProblem({ ...valid, email: 'anna@' })).toBe('emailInvalid')
  })
  it('reports mismatching passwords', () => {
    expect(registrationProblem({ ...valid, confirmPassword: 'secret2' })).toBe('passwordsDoNotMatch')
  })
  it('requires at least 6 characters', () => {
    expect(registrationProblem({ ...valid, password: '12345', confirmPassword: '12345' })).toBe('passwordTooShort')
    expect(registrationProblem({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull()
  })
})

describe('resetProblem', () => {
  it('checks length first, then the match', () => {
    expect(resetProblem('123', '456')).toBe('passwordTooShort')
    expect(resetProblem('123456', '654321')).toBe('passwordsDoNotMatch')
    expect(resetProblem('123456', '123456')).toBeNull()
  })
})
