/**
 * Names other people see (usernames, integration and contact names): no Unicode control (Cc) or
 * format (Cf) characters. A right-to-left override makes `admin\u202Egnp.exe` read as
 * "adminexe.png", zero-width characters make two names look alike. Client-safe: forms check it too.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u

export const INVISIBLE_IN_NAME_MESSAGE = 'Names cannot contain invisible or control characters (such as right-to-left marks, zero-width spaces or line breaks).'

export function hasInvisibleCharacters(value: unknown): boolean {
  return typeof value === 'string' && INVISIBLE.test(value)
}
