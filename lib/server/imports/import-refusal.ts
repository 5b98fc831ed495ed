import "server-only";

/**
 * A file the import does not read: `notSpreadsheet`, `unsafeFile` (it would unpack past the limits or declares XML
 * entities), `tooManyRows` past MENU_IMPORT_MAX_ROWS, `unknownLayout` for a workbook the export did not write, `unknownLanguage` for texts the store does not offer, `badMapping` for a column mapping that does not fit the file.
 */
export class ImportRefusal extends Error {
  constructor(readonly key: "notSpreadsheet" | "unsafeFile" | "tooManyRows" | "unknownLayout" | "unknownLanguage" | "badMapping") {
    super(key);
  }
}
