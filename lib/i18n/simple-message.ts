const ARGUMENT = /\{(\w+)\}/g;

/**
 * A message with plain `{name}` arguments only, formatted without the ICU runtime: for texts repeated for
 * every item of a menu. Anything ICU would read differently (plural, select, quotes) is refused.
 */
export function simpleMessage(template: string): (values: Record<string, string>) => string {
  if (/[{}']/.test(template.replace(ARGUMENT, ""))) throw new Error(`Not a plain message: ${template}`);
  return (values) => template.replace(ARGUMENT, (_, name: string) => values[name] ?? "");
}
