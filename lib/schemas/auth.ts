import { z } from "zod";
import { zRawText, zText } from "./text";

/** Error messages are catalogue keys (`errors.*` in messages/…/auth.json), optionally `key:number`. */
const required = () => zText().min(1, { error: "required" });
export const zEmail = () => required().max(254, { error: "maxLength:254" }).pipe(z.email({ error: "invalidEmail" }));
export const zPassword = () => zRawText().min(8, { error: "minLength:8" }).max(200, { error: "maxLength:200" });
export const zUrlName = () =>
  required()
    .max(40, { error: "maxLength:40" })
    .regex(/^[A-Za-z]+$/, { error: "latinOnly" });
const zName = () => required().max(100, { error: "maxLength:100" });

export const ZSignIn = z.object({
  email: zEmail(),
  password: zRawText().min(1, { error: "required" }).max(200, { error: "maxLength:200" }),
  remember: z.boolean(),
});
export type SignIn = z.infer<typeof ZSignIn>;

const withRepeat = <T extends { password: string; passwordRepeat: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordRepeat) {
    ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: "passwordsMismatch" });
  }
};

/** A legal document the user must accept (SPEC: the public offer and the privacy policy on registration). */
const zConsent = () => z.boolean({ error: "consentRequired" }).refine((accepted) => accepted, { error: "consentRequired" });

export const ZRegisterUser = z
  .object({
    firstName: zName(),
    lastName: zName(),
    email: zEmail(),
    password: zPassword(),
    passwordRepeat: zRawText().max(200, { error: "maxLength:200" }),
    acceptOffer: zConsent(),
    acceptPrivacy: zConsent(),
  })
  .superRefine(withRepeat);
export type RegisterUser = z.infer<typeof ZRegisterUser>;

export const ZOrganization = z.object({
  companyName: zName(),
  companyUrlName: zUrlName(),
  storeName: zName(),
  storeUrlName: zUrlName(),
});
export type Organization = z.infer<typeof ZOrganization>;

export const ZForgotPassword = z.object({ email: zEmail() });

export const ZResetPassword = z
  .object({ token: zRawText().min(1).max(200), password: zPassword(), passwordRepeat: zRawText().max(200) })
  .superRefine(withRepeat);

export const ZChangePassword = z
  .object({ currentPassword: zRawText().min(1, { error: "required" }).max(200), password: zPassword(), passwordRepeat: zRawText().max(200) })
  .superRefine(withRepeat);

export const ZChangeEmail = z.object({ email: zEmail(), currentPassword: zRawText().min(1, { error: "required" }).max(200) });
