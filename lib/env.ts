import { z } from "zod";

const hostLabel = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, "must be a lower-case host label");

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, "must be a host name such as carta.app or localhost");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  ROOT_DOMAIN: domain.default("localhost"),
  MENU_DOMAIN: domain.optional(),
  PUBLIC_PROTOCOL: z.enum(["http", "https"]).default("http"),
  RESERVED_HOST_LABELS: z
    .string()
    .default("api,admin")
    .transform((value) => value.split(",").map((label) => label.trim().toLowerCase()))
    .pipe(z.array(hostLabel).length(2, "must list exactly two labels separated by a comma")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Carta <no-reply@carta.localhost>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true").transform((value) => value === "true"),
  DEMO_OWNER_EMAIL: z.email().default("owner@demo.carta.test"),
  DEMO_OWNER_PASSWORD: z.string().min(8, "must be at least 8 characters").default("carta-demo"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function menuDomain(config: Env = env()): string {
  return config.MENU_DOMAIN ?? (config.ROOT_DOMAIN === "localhost" ? "menu.localhost" : config.ROOT_DOMAIN);
}
