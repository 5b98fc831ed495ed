import "server-only";

/** A file the import cannot read at all: `notSpreadsheet`, or `unknownLayout` for a workbook the export did not write. */
export class ImportRefusal extends Error {
  constructor(readonly key: "notSpreadsheet" | "unknownLayout" | "unknownLanguage") {
    super(key);
  }
}
