import type pino from "pino";
import { logger } from "./logger.mjs";

export const log: pino.Logger = logger();
