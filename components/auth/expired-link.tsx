import Link from "next/link";
import { FormAlert } from "@/components/ui/form-alert";

/** A refused e-mailed link: the catalogue message and where to go next. */
export function ExpiredLink({ message, href, label }: { message: string; href: string; label: string }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={message} />
      <Link href={href} className="font-medium underline underline-offset-4">
        {label}
      </Link>
    </div>
  );
}
