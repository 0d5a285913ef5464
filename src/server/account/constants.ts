/** Hook context flags our account services set when they have checked what REST cannot. */
export const PASSWORD_CHECKED = 'passwordChecked'
export const EMAIL_CHANGE_CONFIRMED = 'emailChangeConfirmed'
