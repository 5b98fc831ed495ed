// Admission for requests that Next.js renders: at most `limit` at once, the rest wait in arrival order, and
// past `queue` waiting requests the newest is refused. Under load this keeps the memory of in-flight renders
// bounded and the latency fair (first come, first served) instead of every render slowing every other.

/**
 * `run` resolves true once the task ran, false when it was refused (queue full) or abandoned while waiting.
 * A task marked `first` (a page-cache fill, which many guests wait for) goes ahead of the queue.
 */
export function createRequestGate({ limit, queue }) {
  let active = 0;
  /** @type {{ start: () => void }[]} */
  const waiting = [];

  /** A finished task hands its place straight to the longest waiting one. */
  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else active -= 1;
  };

  return {
    async run(task, { abandoned = () => false, first = false } = {}) {
      if (active < limit) active += 1;
      else {
        if (waiting.length >= queue && !first) return false;
        await new Promise((start) => (first ? waiting.unshift({ start }) : waiting.push({ start })));
        if (abandoned()) {
          release();
          return false;
        }
      }
      try {
        await task();
      } finally {
        release();
      }
      return true;
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
