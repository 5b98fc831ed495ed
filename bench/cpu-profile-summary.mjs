// Where a server's CPU went: self time per function of a V8 .cpuprofile (`--cpu-prof`), largest first, and the
// inclusive time of the functions whose name or file matches BENCH_FOCUS (a regular expression).
// Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [rows=30]
import { readFileSync } from "node:fs";

const [file, rows = "30"] = process.argv.slice(2);
if (!file) throw new Error("usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [rows]");
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map(); // node id -> µs
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((sum, value) => sum + value, 0);
const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${url ? `${url.replace(/^.*\/(node_modules|\.next)\//, "$1/")}:${lineNumber + 1}` : ""}`.trim();
};

const bySelf = new Map();
for (const [id, time] of self) bySelf.set(nameOf(nodes.get(id)), (bySelf.get(nameOf(nodes.get(id))) ?? 0) + time);
const percent = (time) => `${((time / total) * 100).toFixed(1)}%`;
console.log(`${(total / 1e6).toFixed(2)} s sampled; self time, largest first`);
console.table([...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)).map(([name, time]) => ({ function: name.slice(0, 110), ms: Math.round(time / 1000), share: percent(time) })));

const focus = process.env.BENCH_FOCUS && new RegExp(process.env.BENCH_FOCUS);
if (focus) {
  // inclusive: every sample under a frame that matches, counted once per sample however deep the recursion
  const inclusive = new Map();
  for (const [id, time] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(nodes.get(at));
      if (focus.test(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + time);
      }
    }
  }
  console.log(`inclusive time of the frames matching ${focus}`);
  console.table([...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)).map(([name, time]) => ({ function: name.slice(0, 110), ms: Math.round(time / 1000), share: percent(time) })));
}
