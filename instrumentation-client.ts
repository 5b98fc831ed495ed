import { config } from "zod/v4/core";

// Runs before the app's code in the browser. Zod probes once whether it may compile validators with
// `new Function`, and a strict Content-Security-Policy (no 'unsafe-eval', proxy.ts) reports even the probe
// it catches as a violation: it validates without compiling instead.
config({ jitless: true });
