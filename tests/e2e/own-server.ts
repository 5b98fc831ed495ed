import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface OwnServer {
  origin: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built app on its own port and database, keeping its log for the test to read. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [path.join("scripts", "serve.mjs"), "-p", String(port)], {
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { origin: `http://localhost:${port}`, output: () => log, stop };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start:\n${log}`);
}
