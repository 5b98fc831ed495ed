export { startDeeplServer, type DeeplServer } from "./deepl-server";
export { fakeTranslate, type FakeEngineOptions } from "./fake-engine";
export { startFakeServer, type FakeServer, type RecordedRequest, type Reply, type ServerOptions } from "./fake-server";
export { startGoogleServer } from "./google-server";
export { startLibreTranslateServer } from "./libretranslate-server";
export { chatCompletion, startOpenAiServer } from "./openai-server";
export { startYandexServer } from "./yandex-server";
