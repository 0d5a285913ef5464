/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed by hand: every answer goes through withErrorShape (our error shape on Payload's 404s). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withErrorShape } from '@/server/http/routeNotFound'

export const GET = withErrorShape(REST_GET(config), config)
export const POST = withErrorShape(REST_POST(config), config)
export const DELETE = withErrorShape(REST_DELETE(config), config)
export const PATCH = withErrorShape(REST_PATCH(config), config)
export const PUT = withErrorShape(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
