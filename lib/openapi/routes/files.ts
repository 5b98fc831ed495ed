import { z } from "zod";
import { PLAN_FEATURES, PLAN_KEYS } from "../../domain/subscriptions/plan-keys";
import { ZInvoicePdfQuery } from "../../schemas/billing";
import { ZIdPath, ZStoreIdQuery } from "../../schemas/id";
import { ZMenuExportQuery } from "../../schemas/menu-export";
import { ZMenuImportAnswer, ZMenuImportForm, ZMenuImportQuery, ZMenuImportRefusal } from "../../schemas/menu-import";
import { ZMenuImportJobStarted, ZMenuImportJobStatus } from "../../schemas/menu-import-job";
import { ZTableQrQuery } from "../../schemas/tables";
import { ZUploadForm } from "../../schemas/uploads";
import { UPLOAD_ERRORS } from "../../uploads/contract";
import { errorAnswer, type RouteDoc } from "../route-doc";

const PDF = ["application/pdf"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const notFound = errorAnswer("No such record, or one of a store the caller does not manage");

export const ZExportJobStarted = z.object({ jobId: z.number().int(), statusUrl: z.string() });

export const ZExportJobStatus = z.object({
  status: z.enum(["queued", "running", "done", "failed"]),
  progress: z.number().int().min(0).max(100),
  fileName: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});

export const ZFeatureRefusal = z.object({ error: z.string(), feature: z.enum(PLAN_FEATURES), unlockWith: z.enum(PLAN_KEYS).nullable() });

export const ZUploadAnswer = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});

export const ZUploadRefusal = z.object({ error: z.enum([...UPLOAD_ERRORS, "requestFailed"]), num: z.number().optional() });

export const fileRoutes: RouteDoc[] = [
  {
    method: "POST",
    path: "/api/imports/menu",
    summary: "Imports a menu spreadsheet or CSV file: a dry run (the default) or for real",
    description:
      "The file is an Excel workbook exported by GET /api/exports/menu and edited: rows keyed to an item update it where a cell changed (a changed title or description in another language's column is written as the owner's own translation, an emptied one changes nothing; the sold-out column marks the portion, or the whole item when all its rows say so, sold out until the next opening or available), rows without keys create items, rows the item form would refuse are listed with their reason, and a row repeating an earlier one (the same item and portion keys, or a new item's category path, title, weight and unit) is refused as a duplicate. With dryRun=0 and no row refused, everything is written in one transaction (applied: true); rows missing from the file are deleted only with deleteMissing=1. A CSV file (UTF-8 or Windows-1251; semicolon, comma or tab) or a workbook of any other layout needs the `mapping` field: without it the answer's `needsMapping` gives the header, the first rows and a mapping guessed from the store's remembered one and the export's headers; with it, rows go to the category their path names and update the item of the same title there or create one, and on apply the store remembers the mapping by header text. A file of 2,000 data rows or more (with its mapping, when it needs one) is kept in storage and imported by a background job: 202 names it (the `Location` header and statusUrl point to GET /api/imports/menu/jobs/{id}), and the job plans it, or applies it in one transaction, as the request would. To apply after a dry run, upload the file again with dryRun=0.",
    tag: "files",
    wrapper: "withStore",
    query: ZMenuImportQuery,
    body: { multipart: ZMenuImportForm },
    answers: {
      200: { description: "What the import does (or did): counts of items, refused rows with their reasons, items missing from the file", json: ZMenuImportAnswer },
      202: { description: "A file of 2,000 data rows or more was queued as an import job", json: ZMenuImportJobStarted },
      400: { description: "No file, a file that is not a spreadsheet, one that would unpack past the limits or declares XML entities, more than 50,000 rows, one without a header row, in a language the store does not offer, or a mapping that is not a JSON array of known columns fitting the header with the title named once (badMapping)", json: ZMenuImportRefusal },
      413: { description: "The file is larger than 10 MB", json: ZMenuImportRefusal },
    },
  },
  {
    method: "GET",
    path: "/api/imports/menu/jobs/{id}",
    summary: "How far a menu import job got, and its answer once done",
    description:
      "progress counts the file's data rows: a dry run gets through them all when its plan is made, an apply as it writes the changes. Once done, result is what POST /api/imports/menu answers for a small file; a failed job has written nothing, and error says why.",
    tag: "files",
    wrapper: "withStore",
    params: ZIdPath,
    answers: { 200: { description: "The job's state and progress; result once done, error once failed", json: ZMenuImportJobStatus }, 404: notFound },
  },
  {
    method: "GET",
    path: "/api/exports/menu",
    summary: "The menu as a PDF or Excel file (Premium)",
    description: "A large menu (or background=1) is produced by a job: 202 names it, GET /api/exports/jobs/{id} follows it.",
    tag: "files",
    wrapper: "withStore",
    query: ZMenuExportQuery,
    answers: {
      200: { description: "The file", content: [...PDF, XLSX] },
      202: { description: "The export was queued as a job", json: ZExportJobStarted },
      400: errorAnswer("A malformed query, or a language the store has no texts in"),
      403: { description: "The store's plan lacks menu export", json: ZFeatureRefusal },
    },
  },
  {
    method: "GET",
    path: "/api/exports/jobs/{id}",
    summary: "How far a menu export job got",
    tag: "files",
    wrapper: "withStore",
    params: ZIdPath,
    answers: { 200: { description: "The job's state; downloadUrl once done", json: ZExportJobStatus }, 404: notFound },
  },
  {
    method: "GET",
    path: "/api/exports/jobs/{id}/file",
    summary: "The file a finished menu export kept",
    tag: "files",
    wrapper: "withStore",
    params: ZIdPath,
    answers: { 200: { description: "The file", content: [...PDF, XLSX] }, 404: errorAnswer("Not done yet, or another store's job") },
  },
  {
    method: "GET",
    path: "/api/invoices/{id}/pdf",
    summary: "An invoice as a PDF",
    tag: "files",
    wrapper: "withStore",
    params: ZIdPath,
    query: ZInvoicePdfQuery,
    answers: { 200: { description: "The invoice", content: PDF }, 404: notFound },
  },
  {
    method: "GET",
    path: "/api/tables/{id}/qr",
    summary: "A table's QR code",
    tag: "files",
    wrapper: "withStore",
    params: ZIdPath,
    query: ZTableQrQuery,
    answers: { 200: { description: "The picture", content: ["image/svg+xml", "image/png"] }, 400: errorAnswer("An unknown format"), 404: notFound },
  },
  {
    method: "GET",
    path: "/api/tables/sheet",
    summary: "Every table's code on print-ready A4 pages",
    tag: "files",
    wrapper: "withStore",
    query: ZStoreIdQuery,
    answers: { 200: { description: "The sheet", content: PDF } },
  },
  {
    method: "POST",
    path: "/api/uploads",
    summary: "Uploads one image for a store the caller manages",
    tag: "files",
    wrapper: "withActor",
    body: { multipart: ZUploadForm },
    answers: {
      201: { description: "The image and its variants (served from /files/{key})", json: ZUploadAnswer },
      400: { description: "Not exactly one supported image, or a malformed form", json: ZUploadRefusal },
      403: { description: "storageFull: the store's images would pass its plan's quota of `num` MB", json: ZUploadRefusal },
      404: { description: "No such store, or not the caller's", json: ZUploadRefusal },
      413: { description: "The image is larger than `num` MB", json: ZUploadRefusal },
      429: { description: "rateLimited: the caller uploaded too many images; try again in `num` minutes", json: ZUploadRefusal },
      500: { description: "The upload failed", json: ZUploadRefusal },
    },
  },
];
