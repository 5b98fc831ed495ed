// The configuration of lib/env.ts (the one set of rules), checked before anything is built or served.
import { tsImport } from "tsx/esm/api";

/** The validated configuration; a bad value stops the process with the message naming it and what to write. */
export async function loadConfig() {
  const { env, EnvError, sellerConfigProblem } = await tsImport(new URL("../lib/env.ts", import.meta.url).href, import.meta.url);
  try {
    const config = env();
    const seller = sellerConfigProblem(config);
    if (seller?.fatal) throw new EnvError([seller.message]);
    if (seller) console.warn(`\nWarning: ${seller.message}\n`);
    return config;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
