import type { ComponentProps, ReactNode } from "react";

type Props = ComponentProps<"input"> & { label: ReactNode; name: string };

export function CheckboxField({ label, name, ...input }: Props) {
  return (
    <label htmlFor={`${name}-checkbox`} className="inline-flex cursor-pointer items-center gap-2">
      <input id={`${name}-checkbox`} name={name} type="checkbox" className="h-4 w-4 accent-brand-600" {...input} />
      <span>{label}</span>
    </label>
  );
}
