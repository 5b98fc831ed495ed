import { expect, type Page, test } from "./fixtures/test";
import { type LocalDnsServer, startDnsServer } from "../support/dns-server";
import { signInWithApi } from "./auth-helpers";
import { hasCaddy, startEdge } from "./fixtures/caddy-edge";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS, RIVAL_STORE } from "./fixtures/tenants";
import { PORT, root, shot } from "./helpers";
import { actionId, actionResult, postAction } from "./server-actions";

const copy = demoCopy("domains");
const SETTINGS = `/en/${copy.key}/admin-panel/settings/store`;
const SETTINGS_ACTIONS = "app/[locale]/root-domain/[storeurl]/admin-panel/settings/store/actions.ts";
const DOMAIN = `menu.${copy.key}.test`;
const RECORD = `_carta.${DOMAIN}`;

let dns: LocalDnsServer;
test.beforeAll(async () => {
  // The e2e server asks DNS_SERVERS=127.0.0.1:<E2E_PORT> (UDP), see playwright.config.ts.
  dns = await startDnsServer(PORT);
});
test.afterAll(async () => dns?.close());

/** Saves `domain` as the store's own domain on its settings screen and returns the TXT value it asks for. */
async function claimDomain(page: Page, settings: string, domain: string): Promise<string> {
  await page.goto(root(settings));
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Use my own domain").check();
  await page.getByLabel("Domain", { exact: true }).fill(domain);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();
  await expect(status(page)).toHaveText("Pending");
  return (await page.getByTestId("proof-value").textContent())!;
}

const menuOnDomain = (page: Page) => page.request.get(`http://127.0.0.1:${PORT}/en/menu`, { headers: { Host: DOMAIN }, maxRedirects: 0 });
const status = (page: Page) => page.getByTestId("domain-status");

test("the owner proves a custom domain with a TXT record, and the menu opens on it only once proven", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const value = await claimDomain(page, SETTINGS, DOMAIN);
  const proof = page.getByTestId("domain-proof");
  await expect(page.getByTestId("proof-name")).toHaveText(RECORD);
  expect(value).toMatch(/^carta-verify=[0-9a-f]{32}$/);
  await expect(proof.getByText("Not checked yet")).toBeVisible();
  expect((await menuOnDomain(page)).status()).toBe(404);

  const checkNow = proof.getByRole("button", { name: "Check now" });
  await checkNow.click();
  await expect(status(page)).toHaveText("Not verified");
  await expect(proof.getByText(`No TXT record was found at ${RECORD}.`)).toBeVisible();
  await proof.scrollIntoViewIfNeeded();
  await shot(page, "custom-domain-no-record");

  dns.setTxt(RECORD, "carta-verify=not-ours");
  await checkNow.click();
  await expect(proof.getByText(`A TXT record exists at ${RECORD}, but its value is not the one below.`)).toBeVisible();
  expect((await menuOnDomain(page)).status()).toBe(404);

  dns.setTxt(RECORD, value);
  await checkNow.click();
  await expect(status(page)).toHaveText("Verified");
  await expect(proof.getByText(/^Last checked /)).toBeVisible();
  const menu = await menuOnDomain(page);
  expect(menu.status()).toBe(200);
  expect(await menu.text()).toContain("Carta Demo Lounge");
  await proof.scrollIntoViewIfNeeded();
  await shot(page, "custom-domain-verified");
  await page.setViewportSize({ width: 390, height: 844 });
  await proof.scrollIntoViewIfNeeded();
  await shot(page, "custom-domain-verified-phone");

  // The record goes: the domain stays routed through the grace, and the owner is told until when.
  dns.remove(RECORD);
  await checkNow.click();
  await expect(proof.getByText(/^The last check failed: No TXT record was found at .+ The menu stays on this domain until /)).toBeVisible();
  await expect(status(page)).toHaveText("Verified");
  expect((await menuOnDomain(page)).status()).toBe(200);
  await shot(page, "custom-domain-grace-phone");

  // Five checks per ten minutes: the sixth is refused with the catalogue's message.
  await checkNow.click();
  await expect(checkNow).toBeEnabled();
  await checkNow.click();
  await expect(proof.getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");
});

test("the shipped edge issues a custom domain's certificate only once the domain is proven", async ({ page }) => {
  test.skip(!hasCaddy(), "Caddy is installed by .ci/run (Debian package caddy)");
  const venue = demoCopy("edgeDomain");
  const domain = `menu.${venue.key}.test`;
  // The suite's ports run from PORT to PORT + 17; these two are used by no other spec.
  const edge = await startEdge({ https: PORT + 16, http: PORT + 17 });
  try {
    await signInWithApi(page.request, venue.owner.email, venue.owner.password);
    const settings = `/en/${venue.key}/admin-panel/settings/store`;
    const value = await claimDomain(page, settings, domain);
    // Claimed but not proven: Caddy asks Carta, is refused, and ends the handshake without a certificate.
    await expect(edge.get(domain, "/en/menu")).rejects.toThrow(/alert|socket|ECONNRESET/i);
    expect(edge.log()).not.toContain(`"identifier":"${domain}"`);

    dns.setTxt(`_carta.${domain}`, value);
    await page.getByTestId("domain-proof").getByRole("button", { name: "Check now" }).click();
    await expect(status(page)).toHaveText("Verified");
    const menu = await edge.get(domain, "/en/menu");
    expect(menu.status, edge.log()).toBe(200);
    expect(menu.names).toBe(`DNS:${domain}`);
    expect(menu.body).toContain("Carta Demo Lounge");
  } finally {
    await edge.stop();
  }
});

test("a rival can neither read nor check another store's domain proof", async ({ request }) => {
  await signInWithApi(request, copy.owner.email, copy.owner.password);
  const target = (await (await request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  await signInWithApi(request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect((await request.get(root(SETTINGS))).status()).toBe(404);
  const answer = await postAction(request, `/en/${RIVAL_STORE}/admin-panel/settings/store`, actionId(SETTINGS_ACTIONS, "checkCustomDomainAction"), JSON.stringify([{ storeId: target.id }]));
  expect(await actionResult(answer)).toMatchObject({ ok: false, error: "notFound" });
});
