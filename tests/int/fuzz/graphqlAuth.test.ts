// The fuzz of GraphQL's auth operations (tests/int/fuzz/graphqlAuthEngine.ts has what is sent and
// what each answer must be), run in a process of its own (ownProcess.ts).
import { jest } from '@jest/globals'

import type { GraphqlFuzzOutcome } from './graphqlAuthEngine'
import { runInOwnProcess } from './ownProcess'

jest.setTimeout(600_000)

let outcome: GraphqlFuzzOutcome
beforeAll(async () => {
  outcome = await runInOwnProcess<GraphqlFuzzOutcome>('tests/int/fuzz/graphqlAuthEngine.ts', [])
})

describe('fuzz: GraphQL auth operations', () => {
  it('every auth operation of the schema: no 5xx, JSON, and every error says what went wrong', () => {
    expect([...outcome.operations].sort()).toEqual(expect.arrayContaining(['forgotPasswordUser', 'loginUser', 'meUser', 'unlockUser']))
    expect(outcome.failures).toEqual([])
  })
})
