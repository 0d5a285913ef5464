import type { Config, PayloadRequest } from 'payload'

import { login, loginInput } from '@/server/account/service'
import { forgotPassword, refuseSessionLostToOutage } from './account'
import { validateInput } from './respond'

type Extension = NonNullable<NonNullable<Config['graphQL']>['mutations']>
type Field = { resolve?: (source: unknown, args: Record<string, unknown>, context: Context, info: unknown) => unknown } & Record<string, unknown>
type Context = { req: PayloadRequest; headers: Record<string, string> }

/**
 * GraphQL's auth operations answer as REST does (README, API): `loginUser` is our sign-in service
 * (unknown addresses fail, lock and take as long as accounts), `forgotPasswordUser` counts against
 * the reset limit per client address and mails after the answer, `meUser` tells an outage from a
 * sign-out. The others (logout, refreshToken, resetPassword, verifyEmail, unlock) are Payload's
 * own operations, the same ones its REST routes run. Payload's types and arguments are kept.
 */
export const accountMutations: Extension = (_graphQL, { Mutation }) => {
  const fields = Mutation.fields as Record<string, Field>
  return {
    loginUser: {
      ...fields.loginUser,
      resolve: async (_source: unknown, args: Record<string, unknown>, context: Context) => {
        const { user, cookie, token, exp } = await login(context.req.payload, validateInput(loginInput, { ...args }))
        context.headers['Set-Cookie'] = cookie
        return { user, token, exp }
      },
    },
    forgotPasswordUser: {
      ...fields.forgotPasswordUser,
      resolve: async (_source: unknown, args: Record<string, unknown>, context: Context) => {
        await forgotPassword(context.req, () => ({ ...args }))
        return true
      },
    },
  }
}

export const accountQueries: Extension = (_graphQL, { Query }) => {
  const me = (Query.fields as Record<string, Field>).meUser!
  const resolve = me.resolve!
  return {
    meUser: {
      ...me,
      resolve: async (source: unknown, args: Record<string, unknown>, context: Context, info: unknown) => {
        await refuseSessionLostToOutage(context.req)
        return resolve(source, args, context, info)
      },
    },
  }
}
