/** The hidden sheet of an exported workbook: its format, its texts' language and the section of each sheet. */
export const META_SHEET = "carta";
export const IMPORT_FORMAT = "carta-menu/1";
