// Holds DATA_DIR's embedded database as the server does and keeps writing: each row in its own
// transaction with a running total, each with a stored file. Prints every committed row's number.
import { sql } from "drizzle-orm";
import { closeDatabase, database } from "../../lib/db/runtime";
import { storage } from "../../lib/storage";

export const probeKey = (n: number) => `probe/${n}.txt`;
export const probeText = (n: number) => `row ${n}`;

async function main() {
  const { db } = await database();
  await db.execute(sql`create table backup_probe (n integer primary key, key text not null)`);
  await db.execute(sql`create table backup_total (total integer not null)`);
  await db.execute(sql`insert into backup_total values (0)`);
  let stopping = false;
  process.once("SIGTERM", () => (stopping = true));
  for (let n = 1; !stopping; n++) {
    await storage().put(probeKey(n), Buffer.from(probeText(n)), "text/plain");
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into backup_probe values (${n}, ${probeKey(n)})`);
      await tx.execute(sql`update backup_total set total = total + 1`);
    });
    process.stdout.write(`${n}\n`);
  }
  await closeDatabase();
}

if (process.argv[1]?.endsWith("backup-writer.ts")) void main();
