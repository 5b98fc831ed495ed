import type { BillingNoticeDto } from "@/lib/server/billing/list-billing-notices";

/** The subscription notices the owner was also mailed, above the work area. */
export function BillingNotices({ notices, label }: { notices: BillingNoticeDto[]; label: string }) {
  if (notices.length === 0) return null;
  return (
    <section aria-label={label} data-testid="billing-notices" className="border-b border-sky-300 bg-sky-50 px-4 py-2 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50">
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <li key={notice.id} className="text-sm">
            <strong className="block font-semibold">{notice.subject}</strong>
            <span>{notice.body}</span>{" "}
            <a href={notice.link} className="font-medium underline">
              {notice.action}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
