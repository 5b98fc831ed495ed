// The configuration of lib/env.ts (the one set of rules), checked before anything is built or served.
import { tsImport } from "tsx/esm/api";

/** The validated configuration; a bad value stops the process with the message naming it and what to write. */
export async function loadConfig() {
  const { env, EnvError } = await tsImport(new URL("../lib/env.ts", import.meta.url).href, import.meta.url);
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
