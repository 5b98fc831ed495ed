import type * as RecordAction from "@/lib/server/history/record-action";

/** Set `fail` to make every history write throw, as if the history table were unavailable. */
export const history = { fail: false };

/** The history module with writes that throw while `history.fail` is set; use as a `vi.mock` factory's result. */
export function failingHistory(actual: typeof RecordAction): typeof RecordAction {
  const guard = () => {
    if (history.fail) throw new Error("history unavailable");
  };
  return {
    ...actual,
    recordAction: async (...args) => {
      guard();
      return actual.recordAction(...args);
    },
    recordStoreAction: async (...args) => {
      guard();
      return actual.recordStoreAction(...args);
    },
  };
}
