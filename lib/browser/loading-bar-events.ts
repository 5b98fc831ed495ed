type Signal = "start" | "finish" | "error";
type Listener = (signal: Signal) => void;

const listeners = new Set<Listener>();

export const loadingBar = {
  start: () => listeners.forEach((listener) => listener("start")),
  finish: () => listeners.forEach((listener) => listener("finish")),
  error: () => listeners.forEach((listener) => listener("error")),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
