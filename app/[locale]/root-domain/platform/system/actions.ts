"use server";

import { ZJobRetry } from "@/lib/schemas/platform";
import { platformAction } from "@/lib/server/platform/platform-action";
import { retryJob } from "@/lib/server/platform/retry-job";

export const retryJobAction = platformAction(ZJobRetry, retryJob);
