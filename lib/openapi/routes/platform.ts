import { ZSupportViewLeave, ZSupportViewStart } from "../../schemas/platform";
import { errorAnswer, type RouteDoc } from "../route-doc";

/** The operator console's routes: the revenue export and the support view (a read-only look at one company's admin panel). */
export const platformRoutes: RouteDoc[] = [
  {
    method: "GET",
    path: "/api/platform/revenue",
    summary: "Money received per month and currency, as CSV",
    description: "For the platform administrator; anyone else gets 404. Columns: month (YYYY-MM in the console's time zone), currency, payments, amount.",
    tag: "platform",
    wrapper: "withActor",
    answers: { 200: { description: "The CSV file", content: ["text/csv"] }, 404: errorAnswer("Not the platform administrator") },
  },
  {
    method: "POST",
    path: "/api/platform/support-view",
    summary: "Open a company's admin panel read-only (\"view as owner\")",
    description:
      "For the platform administrator; anyone else gets 404. Sets a signed, httpOnly cookie naming the company for one hour and records the start in the company's actions history. While it lasts every server action and every writing route answers `supportViewReadOnly` (403 for routes).",
    tag: "platform",
    wrapper: "withActor",
    body: { form: ZSupportViewStart },
    answers: {
      303: { description: "To /{locale}/{storeurl}/admin-panel of the company's first store", redirect: true },
      400: errorAnswer("No company id or no interface language"),
      404: errorAnswer("Not the platform administrator, or a company without stores or that does not exist"),
    },
  },
  {
    method: "POST",
    path: "/api/platform/support-view/leave",
    summary: "Leave the support view",
    description: "Drops the support-view cookie and records the end in the company's actions history.",
    tag: "platform",
    wrapper: "withActor",
    body: { form: ZSupportViewLeave },
    answers: {
      303: { description: "Back to /{locale}/platform/companies/{companyid} (the list when no support view was open)", redirect: true },
      400: errorAnswer("No interface language"),
    },
  },
];
