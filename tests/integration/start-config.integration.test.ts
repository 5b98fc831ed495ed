import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "carta-start-config-"));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm start`'s script with one setting; a build would take minutes, so the time limit shows none ran. */
function start(vars: Record<string, string>) {
  const began = Date.now();
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir, ...vars } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 20_000,
  });
  return { ...result, seconds: (Date.now() - began) / 1000 };
}

describe("npm start with a bad setting", () => {
  it("stops before building, saying which variable is wrong and what to write", () => {
    const result = start({ ROOT_DOMAIN: "https://carta.app/" });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toMatch(/Building/);
    expect(result.stderr).toContain(
      `ROOT_DOMAIN: "https://carta.app/" is not a host name: set it to the root site's host, such as carta.app or localhost, optionally with the public port visitors use (localhost:3101)`,
    );
    expect(result.seconds).toBeLessThan(15);
  });

  it("names every bad variable at once", () => {
    const result = start({ ROOT_DOMAIN: "localhost:70000", TRUSTED_PROXIES: "10.0.0.0/40" });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toMatch(/Building/);
    expect(result.stderr).toContain("ROOT_DOMAIN: port 70000 is out of range: use a port from 1 to 65535, or drop it and set PORT");
    expect(result.stderr).toContain(`TRUSTED_PROXIES: "10.0.0.0/40" is not an IP address or CIDR range`);
  });
});
