import Link from "next/link";
import { FormAlert } from "@/components/ui/form-alert";

type Props = { message: string; href: string; label: string; tone?: "error" | "success" };

/** A refused (or already used) e-mailed link: the catalogue message and where to go next. */
export function ExpiredLink({ message, href, label, tone }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={message} tone={tone} />
      <Link href={href} className="font-medium underline underline-offset-4">
        {label}
      </Link>
    </div>
  );
}
