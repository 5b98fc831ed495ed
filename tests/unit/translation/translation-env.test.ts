import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { createTranslationProvider } from "@/lib/translation/create-provider";

describe("translation settings", () => {
  it("default to no provider, which needs nothing and says it is not connected", async () => {
    const config = parseEnv({});
    expect(config.TRANSLATION_PROVIDER).toBe("none");
    const provider = createTranslationProvider(config);
    expect(provider.configured).toBe(false);
    await expect(provider.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "not-configured", retryable: false });
  });

  it.each([
    [{ TRANSLATION_PROVIDER: "deepl" }, "DEEPL_API_KEY"],
    [{ TRANSLATION_PROVIDER: "google" }, "GOOGLE_TRANSLATE_API_KEY"],
    [{ TRANSLATION_PROVIDER: "yandex" }, "YANDEX_TRANSLATE_API_KEY"],
    [{ TRANSLATION_PROVIDER: "libretranslate" }, "LIBRETRANSLATE_URL"],
    [{ TRANSLATION_PROVIDER: "openai" }, "OPENAI_MODEL"],
    [{ TRANSLATION_PROVIDER: "bing" }, "TRANSLATION_PROVIDER"],
    [{ TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: "localhost:5000" }, "LIBRETRANSLATE_URL"],
  ])("reject %o naming %s", (input, variable) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(new RegExp(variable));
  });

  it("build the chosen provider from its settings", () => {
    const cases = [
      { TRANSLATION_PROVIDER: "deepl", DEEPL_API_KEY: "key:fx" },
      { TRANSLATION_PROVIDER: "google", GOOGLE_TRANSLATE_API_KEY: "key" },
      { TRANSLATION_PROVIDER: "yandex", YANDEX_TRANSLATE_API_KEY: "key", YANDEX_FOLDER_ID: "b1g" },
      { TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: "http://127.0.0.1:5000/" },
      { TRANSLATION_PROVIDER: "openai", OPENAI_MODEL: "qwen2.5:7b", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" },
    ];
    for (const input of cases) {
      const provider = createTranslationProvider(parseEnv(input));
      expect(provider.name).toBe(input.TRANSLATION_PROVIDER);
      expect(provider.configured).toBe(true);
    }
    expect(parseEnv(cases[3]!).LIBRETRANSLATE_URL).toBe("http://127.0.0.1:5000");
  });
});
