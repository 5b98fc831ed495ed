import { describe, expect, it } from "vitest";
import { toast } from "@/lib/browser/toast";

describe("the app's toasts", () => {
  it("ask for sonner with the first toast only, and hand it every toast with its kind and text", async () => {
    const asked: number[] = [];
    const unsubscribe = toast.subscribe(() => asked.push(Date.now()));
    expect(toast.requested()).toBe(false);

    toast.success("Saved");
    toast.error("Not saved");
    expect(toast.requested()).toBe(true);
    expect(asked).toHaveLength(1);

    const { toast: sonner } = await import("sonner");
    await expect.poll(() => sonner.getToasts().map((shown) => ("type" in shown ? [shown.type, shown.title] : null))).toEqual([
      ["success", "Saved"],
      ["error", "Not saved"],
    ]);
    toast.warning("Added, but the mail was not sent");
    toast.info("Nothing to sort");
    await expect.poll(() => sonner.getToasts().slice(2).map((shown) => ("type" in shown ? [shown.type, shown.title] : null))).toEqual([
      ["warning", "Added, but the mail was not sent"],
      ["info", "Nothing to sort"],
    ]);
    expect(asked).toHaveLength(1);
    unsubscribe();
  });
});
