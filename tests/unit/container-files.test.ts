import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnv, SETTING_NAMES } from "@/lib/env";
import { composeServices, dockerStages, serviceEnv, stageEnv, variablesReadDirectly } from "../support/container-files";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const packageScripts = Object.keys(packageJson.scripts);
const known = new Set([...SETTING_NAMES, ...variablesReadDirectly()]);
const ignored = readFileSync(".dockerignore", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"));

const stages = dockerStages();
const runtime = stages.at(-1)!;
const services = composeServices();
const carta = { app: services.app!, worker: services.worker! };

const npmRuns = (text: string) => [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name);
const hostOf = (url: string) => new URL(url).hostname;

describe("Dockerfile", () => {
  it("builds every stage on Node 24", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const base = (from: string): string => {
      const parent = stages.find((stage) => stage.name === from);
      return parent ? base(parent.from) : from;
    };
    for (const stage of stages) expect(base(stage.from)).toMatch(/^node:24-/);
  });

  it("copies only paths that exist and that .dockerignore lets through", () => {
    const copies = stages.flatMap((stage) => stage.instructions.filter((step) => step.keyword === "COPY" && !step.args.includes("--from")));
    expect(copies.length).toBeGreaterThan(0);
    for (const { args } of copies) {
      const sources = args.split(/\s+/).filter((word) => !word.startsWith("--")).slice(0, -1);
      for (const source of sources.filter((name) => name !== ".")) {
        expect(existsSync(source), `${source} exists`).toBe(true);
        expect(ignored, `${source} is not in .dockerignore`).not.toContain(source);
      }
    }
  });

  it("gives the runtime stage what the server and the worker read from disk", () => {
    const targets = runtime.instructions.filter((step) => step.keyword === "COPY").map((step) => step.args.split(/\s+/).at(-1));
    for (const dir of ["./node_modules", "./.next", "./drizzle", "./messages", "./lib", "./components", "./scripts", "./public"]) {
      expect(targets, dir).toContain(dir);
    }
  });

  it("runs npm scripts that package.json defines", () => {
    const runs = stages.flatMap((stage) => stage.instructions.flatMap(({ args }) => npmRuns(args)));
    expect(runs).toContain("build");
    for (const name of runs) expect(packageScripts).toContain(name);
  });

  it("sets only variables Carta reads, with values its configuration accepts", () => {
    const variables = stageEnv(runtime);
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(["DATA_DIR", "CHROMIUM_PATH", "HOSTNAME"]));
    for (const name of Object.keys(variables)) expect(known, name).toContain(name);
    expect(() => parseEnv(variables)).not.toThrow();
  });

  it("serves as a non-root user the existing build after the start checks, and checks /api/health", () => {
    const step = (keyword: string) => runtime.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args ?? "";
    expect(step("USER")).toMatch(/^(?!root\b|0\b)\S+/);
    expect(step("VOLUME")).toBe(stageEnv(runtime).DATA_DIR);
    expect(step("HEALTHCHECK")).toMatch(/fetch\(`http:\/\/127\.0\.0\.1:\$\{process\.env\.PORT\}\/api\/health`\)/);
    expect(existsSync("app/api/health/route.ts")).toBe(true);
    expect(JSON.parse(step("CMD"))).toEqual(["node", "scripts/start.mjs", "--no-build"]);
    expect(readFileSync("scripts/start.mjs", "utf8")).toContain('process.argv.includes("--no-build")');
  });

  it("has every package its commands load among the production dependencies", () => {
    // Run by `npm run build` (the image's build stage, with the development dependencies), like `next build`;
    // build-server.mjs compiles the server and the tools into .next/carta, which the image carries.
    const buildOnly = new Set(["build-guest-assets.mjs", "build-server.mjs"]);
    const scripts = readdirSync("scripts").filter((name) => /\.(mjs|ts)$/.test(name) && !buildOnly.has(name));
    const packages = new Set(["tsx"]);
    for (const name of scripts) {
      for (const [, specifier = ""] of readFileSync(`scripts/${name}`, "utf8").matchAll(/(?:from |import\()"([^".][^"]*)"/g)) {
        if (!specifier.startsWith("node:")) packages.add(specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
      }
    }
    expect(packages).toContain("proper-lockfile");
    for (const name of packages) expect(Object.keys(packageJson.dependencies), name).toContain(name);
  });

  it("installs Chromium where the PDF printer looks for it, and the Noto fonts", () => {
    const installs = runtime.instructions.filter((step) => step.keyword === "RUN").map((step) => step.args).join(" ");
    expect(installs).toMatch(/apt-get install[^&]*\bchromium\b/);
    expect(installs).toMatch(/\bfonts-noto-core\b/);
    expect(installs).toMatch(/\bfonts-noto-cjk\b/);
    expect(stageEnv(runtime).CHROMIUM_PATH).toBe("/usr/bin/chromium");
  });
});

describe("compose.yaml", () => {
  it("gives the web server and the worker only variables Carta reads, with values its configuration accepts", () => {
    for (const [name, service] of Object.entries(carta)) {
      const variables = serviceEnv(service);
      for (const variable of Object.keys(variables)) expect(known, `${name}: ${variable}`).toContain(variable);
      expect(() => parseEnv({ ...stageEnv(runtime), ...variables }), name).not.toThrow();
    }
  });

  it("points Carta at the PostgreSQL 15, S3 and SMTP services it defines", () => {
    expect(services.postgres?.image).toBe("postgres:15");
    for (const service of Object.values(carta)) {
      const settings = parseEnv({ ...stageEnv(runtime), ...serviceEnv(service) });
      expect(services).toHaveProperty(hostOf(settings.DATABASE_URL!));
      expect(services).toHaveProperty(hostOf(settings.S3_ENDPOINT!));
      expect(services).toHaveProperty(hostOf(settings.SMTP_URL!));
      expect(settings.S3_FORCE_PATH_STYLE).toBe(true);
      const postgres = serviceEnv(services.postgres!);
      expect(new URL(settings.DATABASE_URL!).username).toBe(postgres.POSTGRES_USER);
      expect(new URL(settings.DATABASE_URL!).password).toBe(postgres.POSTGRES_PASSWORD);
      const minio = serviceEnv(services[hostOf(settings.S3_ENDPOINT!)]!);
      expect([settings.S3_ACCESS_KEY_ID, settings.S3_SECRET_ACCESS_KEY]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
      expect(services["minio-bucket"]?.entrypoint?.join(" ")).toContain(`mb --ignore-existing carta/${settings.S3_BUCKET}`);
    }
  });

  it("runs jobs in the worker service only, with the command of npm run worker", () => {
    expect(serviceEnv(carta.app).WORKER).toBe("off");
    expect(carta.worker.command?.join(" ")).toBe(packageJson.scripts.worker);
    expect(carta.worker.image).toBe(carta.app.image);
    // The image's HEALTHCHECK asks the web server; the worker serves nothing.
    expect(carta.worker.healthcheck?.disable).toBe(true);
    expect(carta.app.healthcheck).toBeUndefined();
  });

  it("keeps DATA_DIR on a volume", () => {
    const dataDir = stageEnv(runtime).DATA_DIR;
    expect(carta.app.volumes?.some((volume) => volume.endsWith(`:${dataDir}`))).toBe(true);
  });
});
