/** Every error the API reports, with its HTTP status. The UI maps codes to SPEC texts. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_LOCKED: 423,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_TOKEN: 400,
  RATE_LIMITED: 429,
  EMAIL_FAILED: 502,
  SUBSCRIPTION_REQUIRED: 403,
  QUOTA_EXCEEDED: 429,
  BILLING_NOT_CONFIGURED: 503,
  PAYMENT_PROVIDER_ERROR: 502,
  INVALID_SIGNATURE: 400,
  SERVICE_OVERLOADED: 503,
  AI_NOT_CONFIGURED: 503,
  AI_FAILED: 502,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } }

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } }
}
