import { ageGateBootScript } from "@/lib/domain/age-gate";

/** Runs before the menu below it is painted, so script-only controls and the 18+ fold appear without a flash. */
export function MenuBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: ageGateBootScript() }} />;
}
