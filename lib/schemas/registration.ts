import { z } from "zod";
import { zRawText, zText } from "./text";

export const ZEmailToken = z.object({ token: zRawText().min(1).max(200) });

export const ZUrlNameQuery = z.object({
  companyUrlName: zText().max(100).optional(),
  storeUrlName: zText().max(100).optional(),
  /** a company's or venue's name to make a free URL name of, for the field `suggestFor` */
  suggestFrom: zText().max(100).optional(),
  suggestFor: z.enum(["companyUrlName", "storeUrlName"]).optional(),
});
