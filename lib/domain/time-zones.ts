/** The IANA zones this runtime knows, plus UTC and the current value, sorted. */
export function timeZoneOptions(current?: string): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort();
}
