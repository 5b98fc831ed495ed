import { memoryStorage, type KeyValueStorage } from "@/lib/domain/key-value-storage";

/** localStorage or sessionStorage behind the small storage interface; a blocked storage degrades to this page's memory. */
export function webStorage(kind: "localStorage" | "sessionStorage"): KeyValueStorage {
  const fallback = memoryStorage();
  const open = (): Storage | null => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  const attempt = <T>(action: (storage: Storage) => T, otherwise: () => T): T => {
    const storage = open();
    if (!storage) return otherwise();
    try {
      return action(storage);
    } catch {
      return otherwise();
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), () => fallback.get(key)),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), () => fallback.set(key, value)),
    remove: (key) => attempt((storage) => storage.removeItem(key), () => fallback.remove(key)),
    keys: () =>
      attempt(
        (storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null),
        () => fallback.keys(),
      ),
  };
}
