// `npm run secrets:rotate`: seals every integration secret again with the current ENCRYPTION_KEY
// (README: "Rotating the encryption key"). Run it once after moving the old key to ENCRYPTION_KEY_PREVIOUS.
import { getPayload } from 'payload'

import config from '../payload.config'
import { resealSecrets } from '../src/server/integrations/rotate'

const payload = await getPayload({ config })
const { resealed, unreadable } = await resealSecrets(payload)
console.log(`Re-sealed ${resealed} secret(s) with the current key.${unreadable ? ` ${unreadable} could not be opened with any configured key: those integrations need their password or key entered again.` : ''}`)
process.exit(unreadable ? 1 : 0)
