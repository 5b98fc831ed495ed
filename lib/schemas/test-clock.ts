import { z } from "zod";

/** POST /api/test-clock: the moment the service's clock moves to. */
export const ZTestClockMove = z.object({ at: z.iso.datetime({ offset: true }) });
