import http from "node:http";

/** A POST without a body (`content-length: 0`) on its own connection, as a guest's beacon reaches the cache; its status and body. */
export function postWithoutBody(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: pathname, method: "POST", headers: { ...headers, "content-length": 0 }, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
