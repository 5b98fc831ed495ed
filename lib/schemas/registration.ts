import { z } from "zod";

export const ZEmailToken = z.object({ token: z.string().min(1).max(200) });

export const ZUrlNameQuery = z.object({
  companyUrlName: z.string().max(100).optional(),
  storeUrlName: z.string().max(100).optional(),
});
