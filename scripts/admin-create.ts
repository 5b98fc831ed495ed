// Creates (or promotes) a platform administrator:
// npm run admin:create -- --email E --password P [--first-name F --last-name L]
import path from "node:path";
import { parseArgs } from "node:util";
import type { ZodError } from "zod";
import { DataDirLockedError, lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import type { Database } from "../lib/db/types";
import { env, EnvError } from "../lib/env";
import auth from "../messages/en/auth.json";
import { ZCreateAdministrator } from "../lib/schemas/staff";
import { createAdministrator } from "../lib/server/users/create-administrator";

const USAGE = "Usage: npm run admin:create -- --email E --password P [--first-name F --last-name L]";

class UsageError extends Error {}

function describeIssues(error: ZodError): string {
  const texts = auth.errors as Record<string, string>;
  return error.issues
    .map((issue) => {
      const option = String(issue.path[0] ?? "input").replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const [key = "", num = ""] = issue.message.split(":");
      return `--${option}: ${(texts[key] ?? issue.message).replace("{num}", num)}`;
    })
    .join("\n");
}

function parseAdminArgs(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email || !values.password) throw new UsageError("--email and --password are required.");
    const input = { email: values.email, password: values.password, firstName: values["first-name"], lastName: values["last-name"] };
    const checked = ZCreateAdministrator.safeParse(input);
    if (!checked.success) throw new UsageError(describeIssues(checked.error));
    return input;
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

async function openDatabase(): Promise<{ database: Database; release?: () => void }> {
  const config = env();
  if (config.DATABASE_URL) return { database: await openPostgres(config.DATABASE_URL, 2) };
  const release = lockDataDir(config.DATA_DIR);
  try {
    return { database: await openPglite(path.join(path.resolve(config.DATA_DIR), "db")), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseAdminArgs>;
  try {
    args = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    opened = await openDatabase();
    await migrateDatabase(opened.database);
    const result = await createAdministrator(opened.database.db, args);
    const email = args.email.trim().toLowerCase();
    console.log(result.created ? `Administrator ${email} created (id ${result.userId}).` : `User ${email} is now an administrator (id ${result.userId}).`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened?.database.close();
    opened?.release?.();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exitCode = 1;
  },
);
