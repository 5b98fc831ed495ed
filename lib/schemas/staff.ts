import { z } from "zod";
import { UI_LOCALES } from "../i18n/locales";
import { zEmail, zPassword } from "./auth";
import { zId } from "./id";
import { zText } from "./text";

/** Roles a company's staff page may give; administrators are made with `npm run admin:create`. */
export const STAFF_ROLES = ["company_manager", "store_manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const zName = () => zText().min(1, { error: "required" }).max(100, { error: "maxLength:100" });

const staffFields = {
  firstName: zName(),
  lastName: zName(),
  role: z.enum(STAFF_ROLES, { error: "required" }),
  storeId: zId().nullable(),
};

function storeForStoreManager(value: { role: StaffRole; storeId: number | null }, ctx: z.RefinementCtx) {
  if (value.role === "store_manager" && value.storeId === null) {
    ctx.addIssue({ code: "custom", path: ["storeId"], message: "required" });
  }
}

export const ZStaffForm = z.object({ ...staffFields, email: zEmail() }).superRefine(storeForStoreManager);
export type StaffForm = z.infer<typeof ZStaffForm>;

export const ZStaffEditForm = z.object(staffFields).superRefine(storeForStoreManager);
export type StaffEditForm = z.infer<typeof ZStaffEditForm>;

export const ZCreateStaff = z
  .object({ ...staffFields, email: zEmail(), companyId: zId(), locale: z.enum(UI_LOCALES) })
  .superRefine(storeForStoreManager);
export type CreateStaff = z.infer<typeof ZCreateStaff>;

export const ZUpdateStaff = z.object({ ...staffFields, companyId: zId(), userId: zId() }).superRefine(storeForStoreManager);
export type UpdateStaff = z.infer<typeof ZUpdateStaff>;

export const ZStaffTarget = z.object({ companyId: zId(), userId: zId() });
export type StaffTarget = z.infer<typeof ZStaffTarget>;

export const ZCompanyScope = z.object({ companyId: zId() });

export const ZCreateAdministrator = z.object({
  email: zEmail(),
  password: zPassword(),
  firstName: zName().optional(),
  lastName: zName().optional(),
});
export type CreateAdministrator = z.infer<typeof ZCreateAdministrator>;
