"use server";

import { ZUpdateCompany } from "@/lib/schemas/stores";
import { companyAction } from "@/lib/server/auth/action";
import { updateCompany } from "@/lib/server/companies/update-company";

export const updateCompanyAction = companyAction(ZUpdateCompany, updateCompany);
