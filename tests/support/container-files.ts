// Reads Dockerfile and compose.yaml as Docker would, for tests that check them without a Docker engine.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";

export interface DockerStage {
  from: string;
  name?: string;
  instructions: { keyword: string; args: string }[];
}

/** The stages of the Dockerfile, with continuation lines joined and comments dropped. */
export function dockerStages(text = readFileSync("Dockerfile", "utf8")): DockerStage[] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const [, keyword = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", , name] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** `ENV A=1 B=2` as { A: "1", B: "2" }, over every ENV of the stage. */
export function stageEnv(stage: DockerStage): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== "ENV") continue;
    for (const [, name = "", value = ""] of args.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)) values[name] = value.replace(/^"|"$/g, "");
  }
  return values;
}

/** Substitutes ${NAME:-default} and ${NAME} as Compose does with none of them set in the shell. */
export function interpolate(value: string): string {
  return value
    .replace(/\$\{[A-Z_][A-Z0-9_]*(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? "")
    .replaceAll("$$", "$");
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { disable?: boolean; test?: string[] };
}

export function composeServices(text = readFileSync("compose.yaml", "utf8")): Record<string, ComposeService> {
  return (load(text) as { services: Record<string, ComposeService> }).services;
}

/** A service's environment with the defaults of ${NAME:-default} filled in. */
export function serviceEnv(service: ComposeService): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs)$/.test(entry)) yield full;
  }
}

/** Variables the code reads from process.env directly, outside lib/env.ts (CHROMIUM_PATH, HOSTNAME…). */
export function variablesReadDirectly(dirs = ["lib", "scripts", "server"]): Set<string> {
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      for (const [, name = ""] of readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) names.add(name);
    }
  }
  return names;
}
