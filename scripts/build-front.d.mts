export const FRONT_BUNDLE: string;
export const FRONT_SOURCES: string[];
export function buildFront(outfile?: string): Promise<string>;
