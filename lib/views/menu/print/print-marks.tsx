/** @jsxImportSource preact */
import type { ExportTexts } from "@/lib/export/export-texts";
import { AgeMark } from "../age-restricted";

/** The "18+" and "(hidden)" marks beside a printed title. */
export function PrintMarks({ ageRestricted, hidden, texts }: { ageRestricted: boolean; hidden: boolean; texts: ExportTexts }) {
  return (
    <>
      <AgeMark restricted={ageRestricted} label={texts.ageRestricted} class="mark" />
      {hidden ? <span class="flag">({texts.hidden})</span> : null}
    </>
  );
}
