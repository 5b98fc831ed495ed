// The configuration of lib/env.ts (the one set of rules), checked before anything is built or served.
import { tsImport } from "tsx/esm/api";

/**
 * The validated configuration; a bad value stops the process with the message naming it and what to write.
 * `checkSeller` (npm start, before it sets NODE_ENV for serving) also refuses sample seller details when the
 * operator runs with NODE_ENV=production, and warns about them otherwise.
 */
export async function loadConfig({ checkSeller = false } = {}) {
  const { env, EnvError, sellerConfigProblem } = await tsImport(new URL("../lib/env.ts", import.meta.url).href, import.meta.url);
  try {
    const config = env();
    const seller = checkSeller ? sellerConfigProblem(config) : null;
    if (seller?.fatal) throw new EnvError([seller.message]);
    if (seller) console.warn(`\nWarning: ${seller.message}\n`);
    return config;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
