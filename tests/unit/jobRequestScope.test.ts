import type { TaskConfig } from 'payload'

import { carryingRequestId, withRequestId } from '@/server/jobs/requestScope'
import { requestContext } from '@/server/ops/requestContext.mjs'

describe('the request id carried into jobs', () => {
  it('goes into the input of a job queued while a request is answered, and nowhere else', () => {
    expect(requestContext.run({ requestId: 'req-publish-1' }, () => withRequestId({ publication: 7 }))).toEqual({ publication: 7, requestId: 'req-publish-1' })
    expect(withRequestId({ publication: 7 })).toEqual({ publication: 7 })
  })

  it('is the id a run logs under: the queuing request’s, else job-<id> for a scheduled run', async () => {
    const seen: (string | undefined)[] = []
    const task = carryingRequestId({
      slug: 'retryPublication',
      inputSchema: [{ name: 'publication', type: 'number' }],
      handler: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        seen.push(requestContext.getStore()?.requestId)
        return { output: {} }
      },
    } as TaskConfig)
    expect(task.inputSchema?.map((field) => ('name' in field ? field.name : ''))).toEqual(['publication', 'requestId'])
    const run = task.handler as (args: unknown) => Promise<unknown>
    await run({ input: { publication: 7, requestId: 'req-publish-1' }, job: { id: 41 } })
    await run({ input: {}, job: { id: 42 } })
    expect(seen).toEqual(['req-publish-1', 'job-42'])
    expect(requestContext.getStore()).toBeUndefined()
  })
})
