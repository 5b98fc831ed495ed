"use server";

import { ZCreateStaff, ZStaffTarget, ZUpdateStaff } from "@/lib/schemas/staff";
import { companyAction } from "@/lib/server/auth/action";
import { companyFunction } from "@/lib/server/tenancy/company-function";
import { createStaffUser } from "@/lib/server/users/create-staff-user";
import { mailAddressInUse } from "@/lib/server/users/mail-address-in-use";
import { deleteStaffUser } from "@/lib/server/users/delete-staff-user";
import { resendStaffInvite } from "@/lib/server/users/resend-staff-invite";
import { sendStaffInvite } from "@/lib/server/users/send-staff-invite";
import { updateStaffUser } from "@/lib/server/users/update-staff-user";

export const addStaff = companyAction(
  ZCreateStaff,
  companyFunction(async (ctx, input) => {
    const invite = await createStaffUser.run(ctx, input);
    return { invited: invite ? await sendStaffInvite(invite) : await mailAddressInUse(ctx.db, input.email) };
  }),
);

export const updateStaffUserAction = companyAction(ZUpdateStaff, updateStaffUser);

export const deleteStaffUserAction = companyAction(ZStaffTarget, deleteStaffUser);

export const resendInvite = companyAction(
  ZStaffTarget,
  companyFunction(async (ctx, input) => ({ invited: await sendStaffInvite(await resendStaffInvite.run(ctx, input)) })),
);
