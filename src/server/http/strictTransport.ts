import { ServerResponse } from 'node:http'

import { strictTransportSecurity } from './securityHeaders.mjs'

const PATCHED = Symbol.for('seo-writer.strictTransportSecurity')

type Patchable = { prototype: ServerResponse & { [PATCHED]?: true } }

/**
 * Strict-Transport-Security on every response of this process (pages, API, static files) when
 * SERVER_URL is https. next.config's `headers()` are frozen into the build, but SERVER_URL is a
 * run-time setting (README: build, then `SERVER_URL=https://… npm start`), so the header is added
 * just before a response's head is written, unless the response already has one. With an http
 * SERVER_URL nothing is patched. Returns whether it patched.
 */
export function installStrictTransportSecurity(env: Record<string, string | undefined> = process.env, Response: Patchable = ServerResponse): boolean {
  const value = strictTransportSecurity(env)
  const proto = Response.prototype
  if (!value || proto[PATCHED]) return false
  const writeHead = proto.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  proto.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && !this.hasHeader('strict-transport-security')) this.setHeader('Strict-Transport-Security', value)
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
  proto[PATCHED] = true
  return true
}
