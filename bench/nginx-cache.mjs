// Shared by the menu benchmarks: nginx started for a run, and the shared cache the repo ships
// (`deploy/nginx/carta-cache.conf`) in front of an app on a loopback port.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, root } from "./menu-server.mjs";

/** nginx's worker_processes: 1, its default, or "auto", one per core. */
export const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS ?? "1";

/** Runs nginx with `http` as its http block's content; resolves to its port, its pid and a stop function. */
export async function runNginx(dir, port, http) {
  const config = `daemon off;
worker_processes ${NGINX_WORKERS};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
${http}
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const nginx = spawn("/usr/sbin/nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (nginx.exitCode !== null) throw new Error("nginx did not start");
  const stop = async () => {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { port, pid: nginx.pid, stop };
}

/**
 * The repo's shared cache configuration as it is, with this machine's upstream, port and directory; the beacons' lines
 * go to UDP `edgePort` on the loopback (an app started with `edgeBeacons` hears them at its own port number).
 */
export async function startCache(appPort, edgePort = appPort) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-cache-"));
  chmodSync(dir, 0o777);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  const site = readFileSync(path.join(root, "deploy", "nginx", "carta-cache.conf"), "utf8")
    .replace("server app:3000;", `server 127.0.0.1:${appPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("/var/cache/nginx/carta", path.join(dir, "cache"))
    .replaceAll("syslog:server=app:5140", `syslog:server=127.0.0.1:${edgePort}`);
  return runNginx(dir, port, site);
}
