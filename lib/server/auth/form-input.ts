import "server-only";

/**
 * The fields of a form posted without script: a ticked checkbox ("on") reads as true, and the fields
 * React adds to name the server action (`$ACTION_…`) are left out.
 */
export function formInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (name.startsWith("$ACTION")) continue;
    input[name] = value === "on" ? true : value;
  }
  return input;
}
