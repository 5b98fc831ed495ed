// An open-loop load at a fixed request rate, as wrk2 makes it (wrk only saturates): GET `path` RATE times a second
// over keep-alive connections.
// Each answer's latency counts from the moment its request was due, so a server that falls behind shows it
// (no coordinated omission). Raw sockets and prebuilt requests keep the loader's own CPU small; it reports it.
// Run as its own process by menu-beacons.mjs: node bench/fixed-rate-load.mjs '<json options>'; prints one JSON line.
// Loopback only.
import net from "node:net";

const options = JSON.parse(process.argv[2] ?? "{}");
const { port, host, path = "/en/menu", rate, seconds = 8, connections = 32 } = options;
if (!port || !host || !rate) throw new Error("fixed-rate-load: port, host and rate are required");

const pageRequest = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\nUser-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148\r\n\r\n`);
/**
 * One keep-alive connection answering one request at a time; `due` is when its current request was scheduled. An
 * answer that closes the connection (nginx does after `keepalive_requests`) opens the next one at once.
 */
function connection(onAnswer) {
  const state = { socket: null, busy: false, due: 0, buffer: Buffer.alloc(0), need: -1, status: 0, closes: false, ready: null };
  const open = () => {
    const socket = net.connect({ port, host: "127.0.0.1", noDelay: true });
    state.socket = socket;
    state.buffer = Buffer.alloc(0);
    state.need = -1;
    socket.on("data", (chunk) => {
      state.buffer = state.buffer.length === 0 ? chunk : Buffer.concat([state.buffer, chunk]);
      for (;;) {
        if (state.need < 0) {
          const end = state.buffer.indexOf("\r\n\r\n");
          if (end === -1) return;
          const head = state.buffer.subarray(0, end).toString("latin1");
          if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error("fixed-rate-load: chunked answers are not read");
          state.status = Number(head.slice(9, 12));
          state.closes = /\r\nconnection:\s*close/i.test(head);
          state.need = end + 4 + Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        }
        if (state.buffer.length < state.need) return;
        state.buffer = state.buffer.subarray(state.need);
        state.need = -1;
        state.busy = false;
        if (state.closes) {
          socket.removeAllListeners("error").on("error", () => {});
          socket.destroy();
          open();
        }
        onAnswer(state.status, performance.now() - state.due);
        if (state.closes) return;
      }
    });
    socket.on("error", (error) => {
      console.error(`fixed-rate-load: ${error.message}`);
      process.exit(1);
    });
    return new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  };
  state.ready = open();
  return state;
}

/** A pool of connections with the queue of requests that are due but found every connection busy. */
function pool(size, request, stats) {
  const queue = [];
  const sendOn = (state, due) => {
    state.busy = true;
    state.due = due;
    state.socket.write(request());
  };
  const connections = Array.from({ length: size }, () =>
    connection((status, ms) => {
      stats.latencies.push(ms);
      stats.lastAt = performance.now();
      if (status < 200 || status >= 400) stats.failed += 1;
      const next = queue.shift();
      const free = connections.find((state) => !state.busy);
      if (next !== undefined && free) sendOn(free, next);
    }),
  );
  return {
    ready: Promise.all(connections.map((state) => state.ready)),
    send(due) {
      const free = connections.find((state) => !state.busy);
      if (free && queue.length === 0) sendOn(free, due);
      else queue.push(due);
    },
    pending: () => queue.length + connections.filter((state) => state.busy).length,
    close: () => connections.forEach((state) => state.socket.destroy()),
  };
}

const pages = { latencies: [], failed: 0, lastAt: 0 };
const pagePool = pool(connections, () => pageRequest, pages);
await pagePool.ready;

const cpuBefore = process.cpuUsage();
const started = performance.now();
const total = Math.round(rate * seconds);
let sentPages = 0;
await new Promise((resolve) => {
  const tick = setInterval(() => {
    const now = performance.now();
    const duePages = Math.min(total, Math.floor(((now - started) / 1000) * rate));
    for (; sentPages < duePages; sentPages++) pagePool.send(started + (sentPages / rate) * 1000);
    if (sentPages >= total) {
      clearInterval(tick);
      resolve();
    }
  }, 1);
});
const elapsed = (performance.now() - started) / 1000;
// the answers still on their way are waited for, up to 10 s
for (let waited = 0; pagePool.pending() > 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
const finished = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
pagePool.close();

const percentile = (values, p) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 100) / 100;
};
const round = (value) => Math.round(value * 10) / 10;
/** Answers a second from the start to the last answer. */
const rateOf = (stats) => (stats.latencies.length === 0 ? 0 : round(stats.latencies.length / ((stats.lastAt - started) / 1000)));
console.log(
  JSON.stringify({
    targetRps: rate,
    menuRps: rateOf(pages),
    menuP50Ms: percentile(pages.latencies, 0.5),
    menuP99Ms: percentile(pages.latencies, 0.99),
    menuAnswers: pages.latencies.length,
    menuUnanswered: total - pages.latencies.length,
    failed: pages.failed,
    sendSeconds: round(elapsed),
    loaderCpu: round(((cpu.user + cpu.system) / 1e6 / finished) * 100),
  }),
);
