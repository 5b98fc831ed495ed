import { Fragment } from "react";
import { isolatePhones } from "../../domain/bidi";
import { hoursLines } from "../../domain/day-range";
import type { ExportTexts } from "../export-texts";
import type { ExportVenue } from "../menu-document";
import { PrintImage } from "./print-image";
import { PrintMarkdown } from "./print-markdown";

/** The venue's header: logo, name, address, hours and phones (numbers kept left to right), then its description and menu information. */
export function PrintVenue({ venue, texts }: { venue: ExportVenue; texts: ExportTexts }) {
  return (
    <>
      <header className="venue">
        <PrintImage image={venue.logo} className="venue-logo" alt={venue.name} />
        <div>
          <h1>
            <bdi>{venue.name}</bdi>
          </h1>
          <div className="venue-facts">
            {venue.address ? (
              <p>
                <b>{texts.addressLabel}:</b> <bdi>{isolatePhones(venue.address)}</bdi>
              </p>
            ) : null}
            {venue.workingHours.length > 0 ? (
              <p>
                <b>{texts.hoursLabel}:</b>{" "}
                {hoursLines(venue.workingHours, texts).map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? texts.daySeparator : null}
                    <bdi>{line}</bdi>
                  </Fragment>
                ))}
              </p>
            ) : null}
            {venue.phones.length > 0 ? (
              <p>
                <b>{texts.phonesLabel}:</b>{" "}
                {venue.phones.map((phone, index) => (
                  <Fragment key={index}>
                    {index > 0 ? texts.daySeparator : null}
                    <bdi dir="ltr">{phone.phone}</bdi>
                    {phone.description ? <> ({phone.description})</> : null}
                  </Fragment>
                ))}
              </p>
            ) : null}
          </div>
        </div>
      </header>
      {venue.description ? (
        <p className="venue-note" dir="auto">
          {isolatePhones(venue.description)}
        </p>
      ) : null}
      {venue.menuInfo.trim() ? <PrintMarkdown text={venue.menuInfo} className="venue-note venue-info" /> : null}
    </>
  );
}
