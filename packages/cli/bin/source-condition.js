// A module resolution hook (node:module register) adding the "source" export condition, so that workspace
// packages resolve to their TypeScript sources instead of their build (package.json `exports`).
export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
