import type { CollectionAfterChangeHook } from 'payload'

import { notifyAdminsOfNewUser } from '../../../src/server/email/accountEmails'

/** The admins hear of every new account, however it was created. Sent after the response. */
export const sendAccountEmails: CollectionAfterChangeHook = ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.skipAccountEmails) return doc
  const { payload } = req
  void notifyAdminsOfNewUser(payload, doc).catch((err) => payload.logger.error({ err, msg: 'admin notification failed' }))
  return doc
}
