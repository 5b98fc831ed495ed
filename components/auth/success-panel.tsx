"use client";

import { useEffect, useRef } from "react";
import { FormAlert } from "@/components/ui/form-alert";

/** A success message that replaces a form and takes the keyboard focus the form's button had. */
export function SuccessPanel({ message }: { message: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="outline-none">
      <FormAlert tone="success" message={message} />
    </div>
  );
}
