import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { useUnitTexts } from "@/components/menu/use-unit-texts";
import { portionLabel } from "@/lib/domain/portion-label";
import { formatMoney } from "@/lib/i18n/money";
import type { AdminPortion } from "@/lib/server/items/item-dto";

/** "250 g · 12,50 BYN" per portion, as guests read it, with an optional control after each. */
export function PortionSummary({
  portions,
  currency,
  control,
}: {
  portions: AdminPortion[];
  currency: string;
  control?: (portion: AdminPortion) => ReactNode;
}) {
  const locale = useLocale();
  const units = useUnitTexts();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
      {portions.map((portion) => (
        <li key={portion.id} className="flex flex-wrap items-center gap-2">
          <span className="whitespace-nowrap">
            {portion.weight ? (
              <span className="text-zinc-600 dark:text-zinc-400">
                {portionLabel(portion, units)} ·{" "}
              </span>
            ) : null}
            <span className="font-semibold">
              {formatMoney(portion.price, currency, locale)}
            </span>
          </span>
          {control?.(portion)}
        </li>
      ))}
    </ul>
  );
}
