/**
 * An AbortSignal that fires when the caller's signal does, or when nothing happened for `ms`
 * (`touch()` restarts the clock, so a stream that keeps producing never times out).
 * `timedOut()` tells the two apart.
 */
export function idleDeadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController()
  let expired = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      expired = true
      controller.abort(new Error(`no answer within ${ms} ms`))
    }, ms)
  }
  const onAbort = () => controller.abort(outer?.reason)
  if (outer?.aborted) onAbort()
  else outer?.addEventListener('abort', onAbort, { once: true })
  arm()
  return {
    signal: controller.signal,
    timedOut: () => expired,
    touch: arm,
    done() {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onAbort)
    },
  }
}
