// The configuration of lib/env.ts (the one set of rules), checked by `npm start` before it builds or serves:
// a bad value stops it with the message naming it and what to write.
import { env, EnvError } from "../lib/env";

try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
