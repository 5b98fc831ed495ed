/** The id of the `<script type="application/json">` holding the guest islands' texts. */
export const GUEST_MESSAGES_ID = "guest-messages";
