type Messages = Record<string, unknown>;

/** The parts of `messages` at the given dotted paths (`"menuAdmin"`, `"menu.dietary"`), in the same nesting. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split(".");
    const value = keys.reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);
    if (value === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Messages;
    target[keys.at(-1)!] = value;
  }
  return picked;
}
