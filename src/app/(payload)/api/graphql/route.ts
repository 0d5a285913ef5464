/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed by hand: requests pass withGraphqlGuards (body size, fragment cycles) before Payload. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withGraphqlGuards } from '@/server/http/graphqlGuard'

export const POST = withGraphqlGuards(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
