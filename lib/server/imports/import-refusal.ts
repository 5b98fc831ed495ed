import "server-only";

/**
 * A file the import does not read: `notSpreadsheet`, `unsafeFile` (it would unpack past the limits or declares XML
 * entities), `unknownLayout` for a workbook the export did not write, `unknownLanguage` for texts the store does not offer.
 */
export class ImportRefusal extends Error {
  constructor(readonly key: "notSpreadsheet" | "unsafeFile" | "unknownLayout" | "unknownLanguage") {
    super(key);
  }
}
