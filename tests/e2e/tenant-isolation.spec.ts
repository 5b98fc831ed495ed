import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS, RIVAL_STORE } from "./fixtures/tenants";
import { root } from "./helpers";

const cases = [
  { who: "rival company manager", account: ACCOUNTS.rivalOwner, own: RIVAL_STORE, foreign: "demo" },
  { who: "rival store manager", account: ACCOUNTS.rivalStoreManager, own: RIVAL_STORE, foreign: "demo" },
  { who: "demo store manager", account: ACCOUNTS.demoStoreManager, own: "demo", foreign: RIVAL_STORE },
  { who: "demo company manager", account: ACCOUNTS.demoOwner, own: "demo", foreign: RIVAL_STORE },
];

for (const { who, account, own, foreign } of cases) {
  test(`${who} cannot read or enter another company's store`, async ({ request }) => {
    await signInWithApi(request, account.email, account.password);
    const ownStore = await (await request.get(root(`/api/stores/single?id=${own}&scope=owned`))).json();
    const foreignPublic = await (await request.get(root(`/api/stores/single?id=${foreign}`))).json();

    expect((await request.get(root(`/en/${own}/admin-panel/kitchen`))).status()).toBe(200);
    expect((await request.get(root(`/en/${foreign}/admin-panel/kitchen`))).status()).toBe(404);
    expect((await request.get(root(`/en/${foreign}/admin-panel/settings/profile`))).status()).toBe(404);

    expect((await request.get(root(`/api/stores/single?id=${foreign}&scope=owned`))).status()).toBe(404);
    expect((await request.get(root(`/api/stores/single?id=${foreignPublic.id}&scope=owned`))).status()).toBe(404);
    expect((await request.get(root(`/api/store-settings?storeId=${foreignPublic.id}`))).status()).toBe(404);

    expect((await request.get(root(`/api/store-settings?storeId=${ownStore.id}`))).status()).toBe(200);
    expect(ownStore.url_key).toBe(own);
  });
}

test("a category page answers only its own company: another company's store or category is not found", async ({ request, playwright }) => {
  await signInWithApi(request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  const section = await (await request.get(root("/en/demo/admin-panel/kitchen"))).text();
  const categoryId = section.match(/\/en\/demo\/admin-panel\/kitchen\/(\d+)/)?.[1];
  expect(categoryId, "a kitchen category of the demo venue").toBeTruthy();
  expect((await request.get(root(`/en/demo/admin-panel/kitchen/${categoryId}`))).status()).toBe(200);

  for (const account of [ACCOUNTS.rivalOwner, ACCOUNTS.rivalStoreManager]) {
    const rival = await playwright.request.newContext();
    try {
      await signInWithApi(rival, account.email, account.password);
      // The layout and the page share the store's context within a request: both refuse.
      expect((await rival.get(root(`/en/demo/admin-panel/kitchen/${categoryId}`))).status()).toBe(404);
      expect((await rival.get(root(`/en/${RIVAL_STORE}/admin-panel/kitchen/${categoryId}`))).status()).toBe(404);
      expect((await rival.get(root(`/en/${RIVAL_STORE}/admin-panel/kitchen`))).status()).toBe(200);
    } finally {
      await rival.dispose();
    }
  }
});

test("anonymous callers get nothing owned", async ({ request }) => {
  expect((await request.get(root("/api/me"))).status()).toBe(401);
  expect((await request.get(root("/api/store-settings?storeId=1"))).status()).toBe(401);
  expect((await request.get(root("/api/stores/single?id=demo&scope=owned"))).status()).toBe(401);
  const page = await request.get(root("/en/demo/admin-panel/kitchen"), { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toContain("/en?redirect=");
});

test("bad query values are refused, not guessed", async ({ request }) => {
  expect((await request.get(root("/api/stores/single"))).status()).toBe(400);
  expect((await request.get(root("/api/stores/single?id=demo&scope=everything"))).status()).toBe(400);
  expect((await request.get(root("/api/stores/single?id=../../etc"))).status()).toBe(404);
  await signInWithApi(request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  expect((await request.get(root("/api/store-settings?storeId=abc"))).status()).toBe(400);
});
