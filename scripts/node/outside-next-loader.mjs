/** `server-only` → its react-server (empty) entry; everything else resolves as usual. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  return nextResolve(specifier, context)
}
