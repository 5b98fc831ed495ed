import type { Logger } from "pino";

export function logger(): Logger;
