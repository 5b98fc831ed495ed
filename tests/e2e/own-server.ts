import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";

export interface OwnServer {
  origin: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** Ends the server with `signal` (SIGKILL: no shutdown at all) and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the built app on its own port and database, keeping its log for the test to read. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(".next", "carta", "server.js"), "-p", String(port)], {
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const stop = () => kill("SIGTERM");
  const state = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return "exited";
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? "up" : "starting";
    } catch {
      return "starting";
    }
  };
  await expect.poll(state, { timeout: 120_000, intervals: [500] }).not.toBe("starting").catch(() => undefined);
  if ((await state()) === "up") return { origin: `http://localhost:${port}`, output: () => log, stop, kill };
  await stop();
  throw new Error(`the server on port ${port} did not start:\n${log}`);
}
