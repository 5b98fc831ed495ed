/**
 * Runs one fake translation server as its own process, for an app under test:
 *   npx tsx tests/support/translation-servers/serve.ts libretranslate 5055 [--delay-ms 15000]
 * then start the app with TRANSLATION_PROVIDER=libretranslate LIBRETRANSLATE_URL=http://127.0.0.1:5055.
 * `--delay-ms` answers each request that much later, long enough to stop the app in the middle of a job.
 * Keys: DEEPL test-key:fx, GOOGLE test-google-key, YANDEX test-yandex-key; LibreTranslate and the
 * chat server (model test-model) need none.
 */
import type { FakeServer } from "./fake-server";
import { startDeeplServer } from "./deepl-server";
import { startGoogleServer } from "./google-server";
import { startLibreTranslateServer } from "./libretranslate-server";
import { startOpenAiServer } from "./openai-server";
import { startYandexServer } from "./yandex-server";

const starters: Record<string, (port: number) => Promise<FakeServer>> = {
  deepl: (port) => startDeeplServer({ port }),
  google: (port) => startGoogleServer({ port }),
  yandex: (port) => startYandexServer({ port }),
  libretranslate: (port) => startLibreTranslateServer({ port }),
  openai: (port) => startOpenAiServer({ port }),
};

const args = process.argv.slice(2);
const delayAt = args.indexOf("--delay-ms");
const delayMs = delayAt === -1 ? 0 : Number(args.splice(delayAt, 2)[1]);
const [name = "", portText = "0"] = args;
const start = starters[name];
if (!start || !Number.isInteger(delayMs) || delayMs < 0) {
  console.error(`usage: serve.ts <${Object.keys(starters).join("|")}> [port] [--delay-ms <milliseconds>]`);
  process.exit(2);
}
void start(Number(portText)).then((server) => {
  server.delay(delayMs);
  console.log(`${name} fake listening on ${server.url}${delayMs > 0 ? `, answering after ${delayMs} ms` : ""}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
});
