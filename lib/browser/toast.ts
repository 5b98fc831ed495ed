type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning";
type Message = Parameters<Sonner["toast"]["success"]>[0];

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** sonner's module, fetched with the first toast of the page so that no page pays for it before it shows one. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

const show = (kind: Kind) => (message: Message) => {
  void loadSonner().then((module) => module.toast[kind](message));
};

/** The app's toasts; the Toaster (components/shell/toaster.tsx) mounts sonner's with the first one and shows what came before it. */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** whether a toast was asked for on this page, for the Toaster to mount sonner's */
  requested: () => sonner !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
