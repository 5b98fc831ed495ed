// What the islands import as "react" (scripts/build-guest-assets.mjs): Preact's compatibility layer, with
// one change. Preact numbers `useId` per rendered root, and every island is a root of its own, so two
// islands would make the same id; here ids are numbered once for the whole page. (JavaScript: the types of
// preact/compat cannot be re-exported from TypeScript; the islands are type-checked against React's.)
import { useState } from "preact/hooks";

export * from "preact/compat";
export { default } from "preact/compat";

let last = 0;

/** @returns {string} an id no other island on the page has */
export function useId() {
  const [id] = useState(() => `island-${++last}`);
  return id;
}
