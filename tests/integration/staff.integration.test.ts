import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { consumeToken } from "@/lib/server/auth/tokens";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { verifyPassword } from "@/lib/passwords";
import { createAdministrator } from "@/lib/server/users/create-administrator";
import { createStaffUser } from "@/lib/server/users/create-staff-user";
import { deleteStaffUser } from "@/lib/server/users/delete-staff-user";
import { listStaff } from "@/lib/server/users/list-staff";
import { resendStaffInvite } from "@/lib/server/users/resend-staff-invite";
import { updateStaffUser } from "@/lib/server/users/update-staff-user";
import { engines } from "../support/engines";
import { contextOf, insertUser, snapshot, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const newManager = (companyId: number, storeId: number | null, email = `new-${Math.random().toString(36).slice(2)}@staff.test`) => ({
  companyId,
  storeId,
  email,
  firstName: "Nina",
  lastName: "New",
  role: storeId === null ? ("company_manager" as const) : ("store_manager" as const),
  locale: "en" as const,
});

describe.each(engines())("staff management on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);

  it("lists the company's users with their store and confirmation status", async () => {
    const list = await listStaff(ctx(a.companyManager), { companyId: a.company.id });
    expect(list.map((member) => member.id).sort()).toEqual([a.companyManager.id, a.storeManager.id, a.unconfirmed.id].sort());
    expect(list[0]!.role).toBe("company_manager");
    expect(list.find((member) => member.id === a.storeManager.id)).toMatchObject({ storeName: a.stores[0].name, confirmed: true });
    expect(list.find((member) => member.id === a.unconfirmed.id)?.confirmed).toBe(false);
    expect(await listStaff(ctx(admin), { companyId: b.company.id })).toHaveLength(3);
  });

  it("refuses every staff function to company A's roles on company B, and changes nothing", async () => {
    for (const actor of [a.companyManager, a.storeManager]) {
      const before = await snapshot(database.db);
      const c = ctx(actor);
      const target = { companyId: b.company.id, userId: b.storeManager.id };
      const edit = { ...target, firstName: "X", lastName: "Y", role: "store_manager" as const, storeId: b.stores[0].id };
      const attempts: Array<() => Promise<unknown>> = [
        () => listStaff(c, { companyId: b.company.id }),
        () => createStaffUser(c, newManager(b.company.id, b.stores[0].id)),
        () => createStaffUser(c, newManager(b.company.id, null)),
        () => createStaffUser(c, newManager(a.company.id, b.stores[0].id)),
        () => updateStaffUser(c, edit),
        () => updateStaffUser(c, { ...edit, companyId: a.company.id }),
        () => updateStaffUser(c, { ...edit, userId: a.storeManager.id, companyId: a.company.id }),
        () => deleteStaffUser(c, target),
        () => deleteStaffUser(c, { ...target, companyId: a.company.id }),
        () => resendStaffInvite(c, { companyId: b.company.id, userId: b.unconfirmed.id }),
        () => resendStaffInvite(c, { companyId: a.company.id, userId: b.unconfirmed.id }),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
      expect(await snapshot(database.db)).toEqual(before);
    }
  });

  it("refuses store managers even in their own company", async () => {
    const before = await snapshot(database.db);
    const c = ctx(a.storeManager);
    await expect(listStaff(c, { companyId: a.company.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(createStaffUser(c, newManager(a.company.id, a.stores[0].id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteStaffUser(c, { companyId: a.company.id, userId: a.unconfirmed.id })).rejects.toBeInstanceOf(NotFoundError);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("keeps company managers away from administrators, and nobody deletes themselves", async () => {
    const companyAdmin = await insertUser(database.db, { role: "administrator", companyId: a.company.id });
    const before = await snapshot(database.db);
    const c = ctx(a.companyManager);
    const target = { companyId: a.company.id, userId: companyAdmin.id };
    await expect(deleteStaffUser(c, target)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateStaffUser(c, { ...target, firstName: "A", lastName: "B", role: "company_manager", storeId: null }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteStaffUser(c, { companyId: a.company.id, userId: a.companyManager.id })).rejects.toMatchObject({ key: "deleteSelf" });
    await expect(
      updateStaffUser(c, { companyId: a.company.id, userId: a.companyManager.id, firstName: "A", lastName: "B", role: "store_manager", storeId: a.stores[0].id }),
    ).rejects.toMatchObject({ key: "ownRole" });
    expect(await snapshot(database.db)).toEqual(before);
    await updateStaffUser(c, { companyId: a.company.id, userId: a.companyManager.id, firstName: "Own", lastName: "Name", role: "company_manager", storeId: null });
    const [self] = await database.db.select().from(users).where(eq(users.id, a.companyManager.id));
    expect(self).toMatchObject({ firstName: "Own", lastName: "Name", role: "company_manager" });
  });

  it("adds an unconfirmed manager with an unusable password and an invitation token", async () => {
    const invite = (await createStaffUser(ctx(a.companyManager), newManager(a.company.id, a.stores[1].id, "Invited@Staff.test")))!;
    const [user] = await database.db.select().from(users).where(eq(users.id, invite.userId));
    expect(user).toMatchObject({ email: "invited@staff.test", companyId: a.company.id, storeId: a.stores[1].id, role: "store_manager", uiLocale: "en" });
    expect(user!.emailConfirmedAt).toBeNull();
    expect(await verifyPassword(user!.passwordHash, "")).toBe(false);
    expect((await consumeToken(database.db, invite.token, "reset_password"))?.userId).toBe(invite.userId);
    const list = await listStaff(ctx(a.companyManager), { companyId: a.company.id });
    expect(list.find((member) => member.id === invite.userId)?.confirmed).toBe(false);
  });

  it("adds no one for an address that has an account, whatever its case, and does not say so", async () => {
    const before = await snapshot(database.db);
    const duplicate = newManager(a.company.id, null, b.storeManager.email.toUpperCase());
    await expect(createStaffUser(ctx(a.companyManager), duplicate)).resolves.toBeNull();
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("refuses a user who names too many addresses within an hour, whatever they are", async () => {
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    const c = contextOf(database.db, b.companyManager, later);
    for (let n = 0; n < 20; n++) await createStaffUser(c, newManager(b.company.id, null, `${a.storeManager.email}`));
    const before = await snapshot(database.db);
    await expect(createStaffUser(c, newManager(b.company.id, null))).rejects.toMatchObject({ key: "rateLimited" });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("allows at most 5 store managers per store", async () => {
    const store = a.stores[0].id;
    const c = ctx(a.companyManager);
    for (let n = 0; n < 4; n++) await createStaffUser(c, newManager(a.company.id, store));
    const before = await snapshot(database.db);
    const error = await createStaffUser(c, newManager(a.company.id, store)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ key: "managersLimit:5", field: "storeId" });
    const confirmedElsewhere = await insertUser(database.db, { role: "store_manager", companyId: a.company.id, storeId: a.stores[1].id });
    const snapshotAfterInsert = await snapshot(database.db);
    await expect(
      updateStaffUser(c, { companyId: a.company.id, userId: confirmedElsewhere.id, firstName: "M", lastName: "V", role: "store_manager", storeId: store }),
    ).rejects.toMatchObject({ key: "managersLimit:5" });
    expect(await snapshot(database.db)).toEqual(snapshotAfterInsert);
    expect(before.users.length + 1).toBe(snapshotAfterInsert.users.length);
    await createStaffUser(c, newManager(a.company.id, null));
    await updateStaffUser(c, { companyId: a.company.id, userId: a.storeManager.id, firstName: "Same", lastName: "Store", role: "store_manager", storeId: store });
  });

  it("asks to confirm the e-mail before an unconfirmed user can be changed, and re-invites them", async () => {
    const c = ctx(a.companyManager);
    const before = await snapshot(database.db);
    await expect(
      updateStaffUser(c, { companyId: a.company.id, userId: a.unconfirmed.id, firstName: "U", lastName: "C", role: "company_manager", storeId: null }),
    ).rejects.toMatchObject({ key: "confirmEmail" });
    expect(await snapshot(database.db)).toEqual(before);
    const invite = await resendStaffInvite(c, { companyId: a.company.id, userId: a.unconfirmed.id });
    expect(invite.email).toBe(a.unconfirmed.email);
    await expect(resendStaffInvite(c, { companyId: a.company.id, userId: a.storeManager.id })).rejects.toMatchObject({ key: "alreadyConfirmed" });
  });

  it("lets an administrator manage any company's staff", async () => {
    const c = ctx(admin);
    const invite = (await createStaffUser(c, newManager(b.company.id, null)))!;
    await updateStaffUser(c, { companyId: b.company.id, userId: b.storeManager.id, firstName: "Moved", lastName: "Over", role: "store_manager", storeId: b.stores[1].id });
    await deleteStaffUser(c, { companyId: b.company.id, userId: invite.userId });
    const list = await listStaff(c, { companyId: b.company.id });
    expect(list.some((member) => member.id === invite.userId)).toBe(false);
    expect(list.find((member) => member.id === b.storeManager.id)).toMatchObject({ firstName: "Moved", storeId: b.stores[1].id });
    await expect(deleteStaffUser(c, { companyId: a.company.id, userId: b.companyManager.id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("creates a confirmed administrator, or promotes an existing user", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const created = await createAdministrator(database.db, { email: "Root@Carta.test", password: "root-password", firstName: "Root" }, now);
    expect(created.created).toBe(true);
    const [root] = await database.db.select().from(users).where(eq(users.id, created.userId));
    expect(root).toMatchObject({ email: "root@carta.test", role: "administrator", companyId: null, firstName: "Root" });
    expect(root!.emailConfirmedAt).toEqual(now);
    expect(await verifyPassword(root!.passwordHash, "root-password")).toBe(true);

    const promoted = await createAdministrator(database.db, { email: a.unconfirmed.email.toUpperCase(), password: "promoted-password" }, now);
    expect(promoted).toEqual({ userId: a.unconfirmed.id, created: false });
    const [user] = await database.db.select().from(users).where(eq(users.id, a.unconfirmed.id));
    expect(user).toMatchObject({ role: "administrator", storeId: null, emailConfirmedAt: now, passwordChangedAt: now });
    expect(await verifyPassword(user!.passwordHash, "promoted-password")).toBe(true);

    const before = await snapshot(database.db);
    await expect(createAdministrator(database.db, { email: "not-an-email", password: "long enough" })).rejects.toThrow();
    await expect(createAdministrator(database.db, { email: "short@carta.test", password: "short" })).rejects.toThrow();
    expect(await snapshot(database.db)).toEqual(before);
  });
});
