import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { signInWithApi, signInWithForm } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { expect, test } from "./fixtures/test";
import { EDGE_BEACONS_PORT, METRICS_TOKEN, PORT, pressSaved, root } from "./helpers";
import { beaconUrl } from "@/lib/analytics/beacon-url";
import { postWithoutBody } from "../support/bodiless-post";

/** The suite's ports run from PORT to PORT + 15 (see edge-caddy.spec.ts); this one is used by no other spec. */
const CACHE_PORT = PORT + 14;
const NGINX = "/usr/sbin/nginx";
const copy = demoCopy("edgeCache");
const host = `${copy.key}.menu.localhost:${CACHE_PORT}`;

let dir: string;

/** A guest's GET through the cache. */
function viaCache(pathname: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: CACHE_PORT, path: pathname, headers: { host, "accept-encoding": "identity" }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      })
      .on("error", reject);
  });
}

const soldOutItems = (html: string) => html.match(/data-testid="menu-item"[^>]*data-sold-out|data-sold-out[^>]*data-testid="menu-item"/g)?.length ?? 0;

test.skip(!existsSync(NGINX), "nginx is installed by .ci/run (Debian package nginx)");

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "carta-nginx-"));
  mkdirSync(path.join(dir, "cache"));
  // The repo's configuration as it is, with this machine's upstream, port and directory.
  const site = readFileSync("deploy/nginx/carta-cache.conf", "utf8")
    .replace("server app:3000;", `server 127.0.0.1:${PORT};`)
    .replace("listen 80;", `listen 127.0.0.1:${CACHE_PORT};`)
    .replace("/var/cache/nginx/carta", path.join(dir, "cache"))
    // the beacons' lines go to the app's ANALYTICS_EDGE_LISTEN (playwright.config.ts)
    .replaceAll("syslog:server=app:5140", `syslog:server=127.0.0.1:${EDGE_BEACONS_PORT}`);
  writeFileSync(path.join(dir, "carta-cache.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; ` +
      `fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir}; include ${dir}/carta-cache.conf; }`,
  );
  const started = spawnSync(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  expect(started.status, started.stderr).toBe(0);
});

test.afterAll(async () => {
  const pid = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
  const stopped = new Promise((resolve) => spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-s", "quit"]).once("exit", resolve));
  await stopped;
  await expect.poll(() => { try { process.kill(pid, 0); return true; } catch { return false; } }).toBe(false);
  rmSync(dir, { recursive: true, force: true });
});

test("a venue's menu is kept by the shared cache, and a sold-out mark reaches guests through it within the cache's time", async ({ page }) => {
  test.setTimeout(120_000);
  const first = await viaCache("/en/menu");
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toContain("s-maxage=10");
  await expect.poll(async () => (await viaCache("/en/menu")).headers["x-cache-status"]).toBe("HIT");
  const before = soldOutItems((await viaCache("/en/menu")).body);

  await page.goto(root("/en"));
  await signInWithForm(page, copy.owner.email, copy.owner.password);
  await page.waitForURL(new RegExp(`/en/${copy.key}/admin-panel`));
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  // Not the item tests/e2e/sold-out.spec.ts marks on the same venue.
  const toggle = page.getByTestId("item-row").filter({ hasText: "Греческий салат" }).getByRole("button", { name: "Sold out today: Греческий салат" });
  await pressSaved(toggle, true);
  const marked = Date.now();
  try {
    // s-maxage=10: the cache asks Carta again at most 10 s later; the first guest after that may still get
    // the old page while the cache fetches the new one.
    await expect.poll(async () => soldOutItems((await viaCache("/en/menu")).body), { timeout: 20_000, intervals: [500] }).toBe(before + 1);
    expect(Date.now() - marked).toBeLessThan(12_000);
  } finally {
    await pressSaved(toggle, false);
  }
});

/** How many beacons the app counted from the lines the cache sent it (GET /metrics). */
async function edgeBeaconsCounted(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^carta_edge_beacons_total\{outcome="counted"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

test("a guest's beacons through the cache are answered by it, and Carta counts them from the lines it sends", async ({ browser, page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const dashboard = root(`/en/${copy.key}/admin-panel/analytics`);
  await page.goto(dashboard);
  const opensBefore = Number(await page.getByTestId("analytics-opens-total").textContent());
  const countedBefore = await edgeBeaconsCounted();

  const guest = await browser.newContext({ locale: "zh-CN", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const menu = await guest.newPage();
  const beacon = menu.waitForResponse((response) => new URL(response.url()).pathname === "/api/analytics/events");
  await menu.goto(`http://${host}/zh/menu?table=2`);
  const answer = await beacon;
  expect(answer.status()).toBe(204);
  expect(new URL(answer.url()).port).toBe(String(CACHE_PORT));
  expect(JSON.parse(new URL(answer.url()).searchParams.get("b") ?? "{}")).toMatchObject({ locale: "zh", device: "phone", table: "2", events: [["open"]] });
  await guest.close();

  await expect.poll(edgeBeaconsCounted).toBe(countedBefore + 1);
  // the dashboard writes what the server gathered, then reads
  await expect(async () => {
    await page.goto(dashboard);
    await expect(page.getByTestId("analytics-opens-total")).toHaveText(String(opensBefore + 1), { timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId("analytics-locales").locator("table")).toContainText("Chinese");
});

test("the cache gives each guest, as the edge in front names them, an allowance of 300 beacons a minute", async () => {
  const beacon = beaconUrl({ locale: "en", device: "phone", events: [] });
  const post = (guest: string) => postWithoutBody(CACHE_PORT, beacon, { host, "user-agent": "Mozilla/5.0 (iPhone)", "x-forwarded-for": guest });
  // 300 at once, and 5 more each second they take
  let answered = 0;
  let refused: { status: number; body: string } | undefined;
  while (!refused && answered < 400) {
    const answer = await post("203.0.113.50");
    if (answer.status === 204) answered += 1;
    else refused = answer;
  }
  expect(answered).toBeGreaterThanOrEqual(300);
  expect(answered).toBeLessThan(400);
  expect(refused).toEqual({ status: 429, body: '{"error":"Too many requests"}' });
  expect((await post("203.0.113.51")).status).toBe(204);
});
