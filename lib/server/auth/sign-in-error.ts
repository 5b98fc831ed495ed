import "server-only";
/** A sign-in refusal next-auth passes to the client by its message. */
export class SignInError extends Error {
  constructor(readonly code: "RATE_LIMITED" | "EMAIL_NOT_CONFIRMED" | "REQUEST_FAILED") {
    super(code);
  }
}
