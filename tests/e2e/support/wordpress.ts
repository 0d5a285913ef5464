import { E2E } from './ports'

type WordPressUser = { id: number; username: string; applicationPassword: string; password: string }
/** gateUrl: the same WordPress behind a gate `setWordPressGate` switches (up, down, hanging). */
export type LocalWordPress = { url: string; strippedUrl: string; plainUrl: string; gateUrl: string; users: Record<'admin' | 'author' | 'contributor', WordPressUser> }

/** The real WordPress of the run: its addresses and users with their application passwords. */
export async function localWordPress(): Promise<LocalWordPress> {
  const response = await fetch(`${E2E.wordPressControl}/users`)
  if (!response.ok) throw new Error(`WordPress control: ${response.status}`)
  return (await response.json()) as LocalWordPress
}

/** Switches the gate in front of the WordPress at `gateUrl`: up, down (503) or hanging (no answer; leaving it cuts the held calls). */
export async function setWordPressGate(mode: 'up' | 'down' | 'hang'): Promise<void> {
  const response = await fetch(`${E2E.wordPressControl}/gate/${mode}`, { method: 'POST' })
  if (!response.ok) throw new Error(`WordPress gate: ${response.status}`)
}
