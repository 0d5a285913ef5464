import { E2E } from './ports'

type Mail = { to: string[]; subject: string; html: string; text: string }

/** Reads the SMTP sink until a message to `to` with a matching subject arrives. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${E2E.mailApi}/messages?to=${encodeURIComponent(to)}`)
    const mails = (await response.json()) as Mail[]
    const found = mails.find((m) => subject.test(m.subject))
    if (found) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`)
}

export function linkTo(mail: Mail, path: string): string {
  const match = new RegExp(`href="([^"]*${path}[^"]*)"`).exec(mail.html)
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`)
  return match[1]!.replace(/&amp;/g, '&')
}

let n = 0
export function freshEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? 0}${n++}@example.com`
}
