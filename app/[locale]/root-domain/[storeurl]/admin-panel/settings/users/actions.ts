"use server";

import { ZCreateStaff, ZStaffTarget, ZUpdateStaff } from "@/lib/schemas/staff";
import { actorAction } from "@/lib/server/auth/action";
import { createStaffUser } from "@/lib/server/users/create-staff-user";
import { deleteStaffUser } from "@/lib/server/users/delete-staff-user";
import { resendStaffInvite } from "@/lib/server/users/resend-staff-invite";
import { sendStaffInvite } from "@/lib/server/users/send-staff-invite";
import { updateStaffUser } from "@/lib/server/users/update-staff-user";

export const addStaff = actorAction(ZCreateStaff, async (ctx, input) => ({
  invited: await sendStaffInvite(await createStaffUser(ctx, input)),
}));

export const updateStaffUserAction = actorAction(ZUpdateStaff, updateStaffUser);

export const deleteStaffUserAction = actorAction(ZStaffTarget, deleteStaffUser);

export const resendInvite = actorAction(ZStaffTarget, async (ctx, input) => ({
  invited: await sendStaffInvite(await resendStaffInvite(ctx, input)),
}));
