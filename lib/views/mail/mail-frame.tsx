/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";

/** The white card, at most 560 px wide, centred on grey: layout tables, as every mail client lays them out. */
export function MailFrame({ children }: { children: ComponentChildren }) {
  return (
    <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style="background-color:#f4f4f5;">
      <tr>
        <td align="center" style="padding:24px 12px;">
          <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
            <tr>
              <td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;">{children}</td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  );
}
