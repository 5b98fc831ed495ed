// The configuration of lib/env.ts (the one set of rules), checked by `npm start` before it builds or serves:
// a bad value stops it with the message naming it and what to write. Sample seller details are refused
// when the operator runs with NODE_ENV=production, and warned about otherwise.
import { env, EnvError, sellerConfigProblem } from "../lib/env";

try {
  const seller = sellerConfigProblem(env());
  if (seller?.fatal) throw new EnvError([seller.message]);
  if (seller) console.warn(`\nWarning: ${seller.message}\n`);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
