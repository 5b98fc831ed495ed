/** @jsxImportSource preact */
import { Fragment, type ComponentChildren } from "preact";
import { isolatePhones } from "@/lib/domain/bidi";
import { hoursLines } from "@/lib/domain/day-range";
import type { ExportTexts } from "@/lib/export/export-texts";
import type { ExportVenue } from "@/lib/export/menu-document";
import { MarkdownText } from "../markdown-text";
import { PrintImage } from "./print-image";

/** Entries after a bold label, each set apart, joined by the language's separator. */
function Fact({ label, entries, separator }: { label: string; entries: ComponentChildren[]; separator: string }) {
  return (
    <p>
      <b>{label}:</b> {entries.map((entry, index) => (index > 0 ? [separator, entry] : entry))}
    </p>
  );
}

/** The venue's header: logo, name, address, hours and phones (numbers kept left to right), then its description and menu information. */
export function PrintVenue({ venue, texts }: { venue: ExportVenue; texts: ExportTexts }) {
  const hours = hoursLines(venue.workingHours, texts).map((line) => <bdi key={line}>{line}</bdi>);
  const phones = venue.phones.map((phone, index) => (
    <Fragment key={index}>
      <bdi dir="ltr">{phone.phone}</bdi>
      {phone.description ? ` (${phone.description})` : null}
    </Fragment>
  ));
  return (
    <>
      <header class="venue">
        <PrintImage image={venue.logo} class="venue-logo" alt={venue.name} />
        <div>
          <h1>
            <bdi>{venue.name}</bdi>
          </h1>
          <div class="venue-facts">
            {venue.address ? <Fact label={texts.addressLabel} entries={[<bdi key="address">{isolatePhones(venue.address)}</bdi>]} separator="" /> : null}
            {hours.length > 0 ? <Fact label={texts.hoursLabel} entries={hours} separator={texts.daySeparator} /> : null}
            {phones.length > 0 ? <Fact label={texts.phonesLabel} entries={phones} separator={texts.daySeparator} /> : null}
          </div>
        </div>
      </header>
      {venue.description ? (
        <p class="venue-note" dir="auto">
          {isolatePhones(venue.description)}
        </p>
      ) : null}
      {venue.menuInfo.trim() ? <MarkdownText class="venue-note venue-info" dir="auto" text={venue.menuInfo} /> : null}
    </>
  );
}
