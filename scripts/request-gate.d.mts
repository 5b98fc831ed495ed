export interface RequestGate {
  run(task: () => Promise<unknown>, options?: { abandoned?: () => boolean; first?: boolean }): Promise<boolean>;
  readonly active: number;
  readonly waiting: number;
}

export function createRequestGate(options: { limit: number; queue: number }): RequestGate;
