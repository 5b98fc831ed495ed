export type Role = "administrator" | "company_manager" | "store_manager";

export interface ActorScope {
  role: Role;
  companyId: number | null;
  storeId: number | null;
  /** set while a platform administrator looks at one company read-only: the administrator reaches that company alone */
  supportView?: { companyId: number };
}

export interface StoreScope {
  id: number;
  companyId: number;
}

/** The stores an actor sees (SPEC §5-6): every store, its company's, its own store, or none. */
export type StoreReach =
  | { kind: "all" }
  | { kind: "company"; companyId: number }
  | { kind: "store"; companyId: number; storeId: number }
  | { kind: "none" };

/** The one role rule: administrators enter every store, company managers their company's, store managers their own. */
export function storeReach(actor: ActorScope): StoreReach {
  switch (actor.role) {
    case "administrator":
      return actor.supportView ? { kind: "company", companyId: actor.supportView.companyId } : { kind: "all" };
    case "company_manager":
      return actor.companyId === null ? { kind: "none" } : { kind: "company", companyId: actor.companyId };
    case "store_manager":
      return actor.companyId === null || actor.storeId === null
        ? { kind: "none" }
        : { kind: "store", companyId: actor.companyId, storeId: actor.storeId };
    default:
      return { kind: "none" };
  }
}

export function canAccessStore(actor: ActorScope, store: StoreScope): boolean {
  const reach = storeReach(actor);
  switch (reach.kind) {
    case "all":
      return true;
    case "company":
      return reach.companyId === store.companyId;
    case "store":
      return reach.companyId === store.companyId && reach.storeId === store.id;
    default:
      return false;
  }
}

export function canManageCompany(actor: ActorScope, companyId: number): boolean {
  if (actor.role === "administrator") return !actor.supportView || actor.supportView.companyId === companyId;
  return actor.role === "company_manager" && actor.companyId === companyId;
}

export function isAdminOrCompanyManager(actor: ActorScope): boolean {
  return actor.role === "administrator" || actor.role === "company_manager";
}
