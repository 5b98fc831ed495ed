import type { ReactNode } from "react";
import { GuestLayout } from "@/components/shell/guest-layout";

export default function Layout({ children }: { children: ReactNode }) {
  return <GuestLayout>{children}</GuestLayout>;
}
