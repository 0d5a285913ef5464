// What the fakes' self-tests (ai.selftest.ts, stripe.selftest.ts) share: assertions and the runner.

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`)
}

/** Compares as JSON. */
export function equal(actual: unknown, expected: unknown, message: string): void {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new Error(`Assertion failed: ${message}\n  expected ${e}\n  got      ${a}`)
}

/** Polls `check` every 20 ms until it holds, or fails after `ms`. */
export async function waitFor(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** The error `promise` rejects with; fails when it resolves. */
export async function rejects(promise: Promise<unknown>, what: string): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error(`Assertion failed: ${what} should have thrown`)
}

/** Runs a self-test's `main` and exits: 0 when it passes, 1 (after printing the failure) when not. */
export function runSelfTest(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`FAIL: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      process.exit(1)
    },
  )
}
