import type { RouteDoc } from "../route-doc";
import { accountRoutes } from "./account";
import { analyticsRoutes } from "./analytics";
import { fileRoutes } from "./files";
import { menuRoutes } from "./menu";
import { platformRoutes } from "./platform";
import { serviceRoutes } from "./service";
import { storeRoutes } from "./stores";

/** Every route handler under app/api, as tests/unit/openapi-document.test.ts checks. */
export const apiRoutes: readonly RouteDoc[] = [...accountRoutes, ...menuRoutes, ...storeRoutes, ...fileRoutes, ...serviceRoutes, ...platformRoutes, ...analyticsRoutes];
