import type { AdminPortion } from "@/lib/server/items/item-dto";

/** "250 g · 12.50 BYN" per portion, as guests read it. */
export function PortionSummary({ portions, currency, unitName }: { portions: AdminPortion[]; currency: string; unitName: (unit: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
      {portions.map((portion) => (
        <li key={portion.id}>
          {portion.weight ? (
            <span className="text-zinc-600 dark:text-zinc-400">
              {portion.weight} {unitName(portion.unit)} ·{" "}
            </span>
          ) : null}
          <span className="font-semibold">
            {portion.price} {currency}
          </span>
        </li>
      ))}
    </ul>
  );
}
