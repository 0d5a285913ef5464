/** Every error the API reports, with its HTTP status. Screens map codes to texts (messages: `errors.<CODE>`). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  /** A request body or an upload over its size limit (MAX_BODY_MB, src/shared/uploads.ts). */
  BODY_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_LOCKED: 423,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
  /** GET /api/ready: this instance cannot take traffic yet (the answer lists what is not ready). */
  NOT_READY: 503,
  /** A user URL the safe fetcher refused or could not read (src/server/fetch). */
  URL_REFUSED: 400,
  URL_TIMEOUT: 422,
  URL_TOO_LARGE: 422,
  URL_NOT_HTML: 422,
  URL_UNREACHABLE: 422,
  /** A site (WordPress, Wix) refused or failed a publish: details say why and how to fix it. */
  PUBLISH_FAILED: 502,
  INTERNAL_ERROR: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** What a screen can meet: the API's codes, and a request that never got an answer. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR'

/** The one error shape of every endpoint: `{ error: { code, message, details? } }`. */
export type ApiError = { code: ClientErrorCode; message: string; details?: Record<string, unknown> }
export type ErrorBody = { error: ApiError & { code: ErrorCode } }
