/** @jsxImportSource preact */

/** The mail's one action as a button, then the same link written out for clients that hide buttons. */
export function MailAction({ link, action, linkHint }: { link: string; action: string; linkHint: string }) {
  return (
    <>
      <p style="margin:0 0 24px;">
        <a href={link} style="display:inline-block;padding:12px 24px;background-color:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">
          {action}
        </a>
      </p>
      <p style="margin:0 0 4px;font-size:14px;color:#52525b;">{linkHint}</p>
      <p style="margin:0 0 24px;font-size:14px;word-break:break-all;">
        <a href={link} style="color:#1d4ed8;">
          {link}
        </a>
      </p>
    </>
  );
}
