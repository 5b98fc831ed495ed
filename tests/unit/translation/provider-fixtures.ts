import type { RetryPolicy } from "@/lib/translation/retry";

/** A retry policy that does not wait but records how long it would have. */
export function recordingRetry(overrides: Partial<RetryPolicy> = {}): { retry: Partial<RetryPolicy>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    retry: {
      retries: 3,
      baseDelayMs: 100,
      maxDelayMs: 1_000,
      maxRetryAfterMs: 30_000,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...overrides,
    },
  };
}
