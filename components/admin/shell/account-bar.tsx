import type { ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LocaleSwitch } from "@/components/shell/locale-switch";
import { ThemeSwitch } from "@/components/shell/theme-switch";

/** The signed-in bar of the admin panel and the console: who is signed in, what the area adds, language, theme, sign-out. */
export function AccountBar({ userName, children }: { userName: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-zinc-200 px-4 py-3 md:col-start-2 md:row-start-1 md:justify-end dark:border-zinc-800">
      <span data-testid="current-user" className="w-full text-sm text-zinc-600 md:me-auto md:w-auto dark:text-zinc-400">
        {userName}
      </span>
      {children}
      <LocaleSwitch />
      <ThemeSwitch />
      <SignOutButton />
    </header>
  );
}
