export type Role = "administrator" | "company_manager" | "store_manager";

export interface ActorScope {
  role: Role;
  companyId: number | null;
  storeId: number | null;
}

export interface StoreScope {
  id: number;
  companyId: number;
}

/** SPEC §5-6: administrators enter every store, company managers their company's, store managers their own. */
export function canAccessStore(actor: ActorScope, store: StoreScope): boolean {
  switch (actor.role) {
    case "administrator":
      return true;
    case "company_manager":
      return actor.companyId !== null && actor.companyId === store.companyId;
    case "store_manager":
      return actor.companyId !== null && actor.companyId === store.companyId && actor.storeId === store.id;
    default:
      return false;
  }
}

export function canManageCompany(actor: ActorScope, companyId: number): boolean {
  return actor.role === "administrator" || (actor.role === "company_manager" && actor.companyId === companyId);
}

export function isAdminOrCompanyManager(actor: ActorScope): boolean {
  return actor.role === "administrator" || actor.role === "company_manager";
}
