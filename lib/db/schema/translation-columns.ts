import { boolean, jsonb, text } from "drizzle-orm/pg-core";
import type { FieldSources } from "../../domain/translations/field-sources";

/**
 * Who wrote a language's text: a translation engine (`machine`: every field is the engine's, redone when
 * the primary text changes) or a person; why the engine failed; and per field who wrote it from which
 * primary text (its hash), so an owner's text whose source changed shows as outdated.
 */
export const translationSourceColumns = () => ({
  machine: boolean().notNull().default(false),
  error: text(),
  sources: jsonb().$type<FieldSources>().notNull().default({}),
});
