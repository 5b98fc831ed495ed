import { boolean, text } from "drizzle-orm/pg-core";

/** Who wrote a language's text: a translation engine (`machine`, redone when the primary text changes) or a person; and why the engine failed. */
export const translationSourceColumns = () => ({
  machine: boolean().notNull().default(false),
  error: text(),
});
