import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canAccessStore, canManageCompany, isAdminOrCompanyManager, type ActorScope } from "@/lib/domain/permissions";

const store = { id: 10, companyId: 1 };

describe("canAccessStore (SPEC §5 admin-panel rule)", () => {
  it("lets administrators into every store", () => {
    expect(canAccessStore({ role: "administrator", companyId: null, storeId: null }, store)).toBe(true);
  });
  it("lets company managers into their company's stores only", () => {
    expect(canAccessStore({ role: "company_manager", companyId: 1, storeId: null }, store)).toBe(true);
    expect(canAccessStore({ role: "company_manager", companyId: 2, storeId: null }, store)).toBe(false);
    expect(canAccessStore({ role: "company_manager", companyId: null, storeId: null }, store)).toBe(false);
  });
  it("lets store managers into their own store only, and only within their company", () => {
    expect(canAccessStore({ role: "store_manager", companyId: 1, storeId: 10 }, store)).toBe(true);
    expect(canAccessStore({ role: "store_manager", companyId: 1, storeId: 11 }, store)).toBe(false);
    expect(canAccessStore({ role: "store_manager", companyId: 2, storeId: 10 }, store)).toBe(false);
  });
  it("denies unknown roles", () => {
    expect(canAccessStore({ role: "guest" as never, companyId: 1, storeId: 10 }, store)).toBe(false);
  });
  it("never lets a non-administrator into another company's store", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("company_manager", "store_manager"),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (role, actorCompany, storeCompany, storeId) => {
          fc.pre(actorCompany !== storeCompany);
          const actor: ActorScope = { role: role as ActorScope["role"], companyId: actorCompany, storeId };
          expect(canAccessStore(actor, { id: storeId, companyId: storeCompany })).toBe(false);
        },
      ),
    );
  });
});

describe("company rules", () => {
  it("only administrators and the company's managers manage it", () => {
    expect(canManageCompany({ role: "administrator", companyId: null, storeId: null }, 1)).toBe(true);
    expect(canManageCompany({ role: "company_manager", companyId: 1, storeId: null }, 1)).toBe(true);
    expect(canManageCompany({ role: "company_manager", companyId: 2, storeId: null }, 1)).toBe(false);
    expect(canManageCompany({ role: "store_manager", companyId: 1, storeId: 10 }, 1)).toBe(false);
    expect(isAdminOrCompanyManager({ role: "store_manager", companyId: 1, storeId: 10 })).toBe(false);
  });
});

describe("an administrator in a support view", () => {
  const inSupport = (companyId: number): ActorScope => ({ role: "administrator", companyId: null, storeId: null, supportView: { companyId } });
  it("reaches the viewed company's stores and company alone", () => {
    expect(canAccessStore(inSupport(1), store)).toBe(true);
    expect(canAccessStore(inSupport(2), store)).toBe(false);
    expect(canManageCompany(inSupport(1), 1)).toBe(true);
    expect(canManageCompany(inSupport(2), 1)).toBe(false);
  });
});
