import { describe, expect, it } from "vitest";
import { createRequestGate } from "@/scripts/request-gate.mjs";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("request gate", () => {
  it("runs at most `limit` tasks at once and starts the waiting ones in arrival order", async () => {
    const gate = createRequestGate({ limit: 2, queue: 10 });
    const tasks = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = tasks.map((task, n) => gate.run(() => (started.push(n), task.promise)));
    await settle();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.waiting]).toEqual([2, 3]);
    tasks[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const task of tasks) task.resolve();
    expect(await Promise.all(runs)).toEqual([true, true, true, true, true]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it("never lets a newcomer overtake a waiting task when a place frees up", async () => {
    const gate = createRequestGate({ limit: 1, queue: 10 });
    const first = deferred();
    const order: string[] = [];
    const running = gate.run(() => first.promise);
    const waiting = gate.run(async () => void order.push("waiting"));
    await settle();
    first.resolve();
    const newcomer = gate.run(async () => void order.push("newcomer"));
    await Promise.all([running, waiting, newcomer]);
    expect(order).toEqual(["waiting", "newcomer"]);
  });

  it("refuses a task when the queue is full", async () => {
    const gate = createRequestGate({ limit: 1, queue: 1 });
    const block = deferred();
    const running = gate.run(() => block.promise);
    const queued = gate.run(async () => undefined);
    expect(await gate.run(async () => undefined)).toBe(false);
    block.resolve();
    expect(await Promise.all([running, queued])).toEqual([true, true]);
  });

  it("skips a waiting task whose client went away, and frees its place", async () => {
    const gate = createRequestGate({ limit: 1, queue: 5 });
    const block = deferred();
    let ran = false;
    const running = gate.run(() => block.promise);
    const gone = gate.run(async () => void (ran = true), { abandoned: () => true });
    const next = gate.run(async () => undefined);
    block.resolve();
    expect(await Promise.all([running, gone, next])).toEqual([true, false, true]);
    expect(ran).toBe(false);
    expect(gate.active).toBe(0);
  });

  it("lets a task marked first go ahead of the queue, even a full one", async () => {
    const gate = createRequestGate({ limit: 1, queue: 1 });
    const block = deferred();
    const order: string[] = [];
    const running = gate.run(() => block.promise);
    const queued = gate.run(async () => void order.push("queued"));
    const fill = gate.run(async () => void order.push("fill"), { first: true });
    block.resolve();
    expect(await Promise.all([running, queued, fill])).toEqual([true, true, true]);
    expect(order).toEqual(["fill", "queued"]);
  });

  it("frees the place of a task that throws", async () => {
    const gate = createRequestGate({ limit: 1, queue: 5 });
    await expect(gate.run(async () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await gate.run(async () => undefined)).toBe(true);
    expect(gate.active).toBe(0);
  });
});
