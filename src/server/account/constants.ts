/** Sign-in lockout: after this many failures in a row the account is locked for LOCK_MINUTES. */
export const LOGIN_ATTEMPTS_BEFORE_LOCK = 5
export const LOCK_MINUTES = 15

/** Hook context flags our account services set when they have checked what REST cannot. */
export const PASSWORD_CHECKED = 'passwordChecked'
export const EMAIL_CHANGE_CONFIRMED = 'emailChangeConfirmed'
