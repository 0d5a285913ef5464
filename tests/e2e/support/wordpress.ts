import { E2E } from './ports'

type WordPressUser = { id: number; username: string; applicationPassword: string; password: string }
export type LocalWordPress = { url: string; strippedUrl: string; plainUrl: string; users: Record<'admin' | 'author' | 'contributor', WordPressUser> }

/** The real WordPress of the run: its addresses and users with their application passwords. */
export async function localWordPress(): Promise<LocalWordPress> {
  const response = await fetch(`${E2E.wordPressControl}/users`)
  if (!response.ok) throw new Error(`WordPress control: ${response.status}`)
  return (await response.json()) as LocalWordPress
}
