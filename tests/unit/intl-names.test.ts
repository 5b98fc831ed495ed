import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { languageNameIn, weekdayNames } from "@/lib/i18n/intl-names";

const { DateTimeFormat, DisplayNames } = Intl;
const made = { dateFormats: 0, displayNames: 0 };

describe("weekday and language names of the admin's rows", () => {
  // Counts the formatters built, which is what a row's hydration pays for.
  beforeEach(() => {
    made.dateFormats = 0;
    made.displayNames = 0;
    const CountingDateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dateFormats++;
      }
    };
    const CountingDisplayNames = class extends DisplayNames {
      constructor(...args: ConstructorParameters<typeof DisplayNames>) {
        super(...args);
        made.displayNames++;
      }
    };
    Object.assign(Intl, { DateTimeFormat: CountingDateTimeFormat, DisplayNames: CountingDisplayNames });
  });
  afterEach(() => {
    Object.assign(Intl, { DateTimeFormat, DisplayNames });
  });

  it("are built once per interface language however many rows ask for them", () => {
    const rows = Array.from({ length: 20 }, () => [weekdayNames("en"), languageNameIn("en")] as const);
    expect(rows.map(([days, language]) => `${days[1]} ${days[7]} ${language("zh")}`)).toEqual(Array(20).fill("Mon Sun Chinese"));
    expect(made).toEqual({ dateFormats: 1, displayNames: 1 });
  });

  it("follow the interface language", () => {
    expect(weekdayNames("ru")[1]).toMatch(/^пн$/i);
    expect(languageNameIn("zh")("ru")).toBe("俄语");
  });
});
