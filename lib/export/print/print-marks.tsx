import type { ExportTexts } from "../export-texts";

/** The "18+" and "(hidden)" marks beside a title. */
export function PrintMarks({ ageRestricted, hidden, texts }: { ageRestricted: boolean; hidden: boolean; texts: ExportTexts }) {
  return (
    <>
      {ageRestricted ? <span className="mark">{texts.ageRestricted}</span> : null}
      {hidden ? <span className="flag">({texts.hidden})</span> : null}
    </>
  );
}
