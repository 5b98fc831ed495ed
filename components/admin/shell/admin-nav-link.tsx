"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function AdminNavLink({ href, exact, children }: { href: string; exact?: boolean; children: ReactNode }) {
  const pathname = usePathname();
  const active = pathname === href || (!exact && pathname.startsWith(`${href}/`));
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={
        active
          ? "block rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-700 dark:bg-zinc-800 dark:text-brand-100"
          : "block rounded-lg px-3 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
      }
    >
      {children}
    </Link>
  );
}
