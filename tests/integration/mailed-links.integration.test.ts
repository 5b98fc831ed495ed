import { describe, expect, it } from "vitest";
import { mailOutboxForTests } from "../support/mail-env";

const outbox = mailOutboxForTests("carta-mailed-links-");

describe("links mailed outside the registration flow", () => {
  it("lead staff invitations and e-mail changes to the configured root site", async () => {
    const { sendStaffInvite } = await import("@/lib/server/users/send-staff-invite");
    const { rootLink } = await import("@/lib/server/registration/links");
    const { findLink, readOutbox } = await import("../support/outbox");

    const invite = { userId: 1, email: "new.staff@example.com", firstName: "Oleg", locale: "ru", token: "tok/en+1" };
    expect(await sendStaffInvite(invite)).toBe(true);
    const [mail] = (await readOutbox(outbox())).filter((message) => message.to === invite.email);
    expect(findLink(mail!.text, "/ru/change-password")).toBe("https://carta.test:8443/ru/change-password?token=tok%2Fen%2B1");

    expect(rootLink({ locale: "zh" }, "/confirm-email", "abc")).toBe("https://carta.test:8443/zh/confirm-email?token=abc");
    expect(rootLink({ locale: "xx" }, "")).toBe("https://carta.test:8443/ru");
  });
});
