/** Whether a request carries a Payload session (cookie or Authorization header), valid or not. */
export function carriesSession(headers: Headers, cookiePrefix: string): boolean {
  const cookie = headers.get('cookie') ?? ''
  return Boolean(headers.get('authorization')) || cookie.includes(`${cookiePrefix}-token=`)
}
