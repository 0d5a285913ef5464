import { requestContext } from '../ops/requestContext.mjs'

/**
 * A job's input, with the id of the request being answered when it is queued: the job's log lines,
 * a minute or an hour later on any instance, carry the id the visitor got as X-Request-Id.
 */
export function withRequestId<T extends object>(input: T): T & { requestId?: string } {
  const requestId = requestContext.getStore()?.requestId
  return requestId ? { ...input, requestId } : input
}

/**
 * A task whose runs log under the id of the request that queued it, or `job-<id>` for a scheduled
 * run (every line of one run shares it). Its input may carry that id (withRequestId).
 */
export function carryingRequestId<T extends { handler?: unknown; inputSchema?: unknown[] }>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    inputSchema: [...(task.inputSchema ?? []), { name: 'requestId', type: 'text' }],
    handler: (args: { input?: unknown; job: { id: number | string } }) => {
      const given = (args.input as { requestId?: unknown } | undefined)?.requestId
      const requestId = typeof given === 'string' && given ? given : `job-${args.job.id}`
      return requestContext.run({ requestId }, () => handler(args))
    },
  }
}
