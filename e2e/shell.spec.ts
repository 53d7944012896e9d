import { expect, test, type Page, type Request } from "@playwright/test";
import { BANNER_TEXT, COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, MENU_CLOSE_DELAY_MS } from "../lib/constants";
import { SHELL_ROUTES, declineCookies, waitForHydration } from "./support";

const COOKIE_TEXT =
  "This website uses cookies to enhance the user experience. Some cookies are essential for the use of the site.";
const LEAVE_TEXT =
  "Warning: You are about to leave our website and visit an external link. We cannot guarantee the safety or accuracy of content on external websites. Please ensure you trust this source before proceeding. Do you wish to continue?";

test.describe("routes", () => {
  test("every shell route answers 200 inside the shell", async ({ request }) => {
    for (const route of SHELL_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toContain(BANNER_TEXT);
      expect(html, route).toContain('id="main"');
    }
  });

  test("the spec's trailing-slash forms reach the same pages", async ({ page }) => {
    const response = await page.goto("/read/news/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/read\/news$/);
  });

  test("an unknown path gets the designed 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByTestId("delivery-banner")).toHaveText(BANNER_TEXT);
  });

  test("unknown shop, course and featured-finds slugs are 404s", async ({ request }) => {
    for (const path of ["/shop/alcohol-free-vodka-alternatives", "/learn/no_such_course", "/read/featured-finds/gardening"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("health endpoint runs a real query", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "pglite" });
  });
});

test.describe("header (desktop)", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop navigation is hidden on phones");

  const cases: [string, string][] = [
    ["/", "HOME"],
    ["/read/news", "READ"],
    ["/article", "READ"],
    ["/podcasts", "LISTEN"],
    ["/music", "LISTEN"],
    ["/listen/podcasts/browse", "LISTEN"],
    ["/learn/sober_pathway", "LEARN"],
    ["/shop/alcohol-free-red-wines", "SHOP"],
  ];
  for (const [path, label] of cases) {
    test(`${path} highlights ${label}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      const active = nav.locator("li[data-active]");
      await expect(active).toHaveCount(1);
      await expect(active.getByRole("link", { name: label, exact: true })).toBeVisible();
    });
  }

  test("the secondary bar is on for SHOP and off elsewhere while the cart is empty", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByTestId("secondary-bar")).toBeVisible();
    await expect(page.getByTestId("secondary-bar").getByRole("link", { name: "Shop" })).toBeVisible();
    await page.goto("/read");
    await waitForHydration(page);
    await expect(page.getByTestId("secondary-bar")).toHaveCount(0);
  });

  test("the secondary bar turns on when the cart has items", async ({ page }) => {
    await page.addInitScript(() => {
      const item = { id: "i1", quantity: 2, multipackQuantity: 1, productName: "Test Lager", metadata: {} };
      localStorage.setItem("root", JSON.stringify({ cart: { state: { cart: { items: [item] } }, version: 0 } }));
    });
    await page.goto("/read");
    await waitForHydration(page);
    const bar = page.getByTestId("secondary-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Read" })).toBeVisible();
    await expect(bar.getByRole("button", { name: /Basket · 2 items/ })).toBeVisible();
  });

  test("a hover menu opens on hover and closes 100 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/shop");
    await waitForHydration(page);
    const menu = page.getByTestId("menu-wines");
    await page.getByTestId("secondary-bar").getByRole("link", { name: "WINES" }).hover();
    await expect(menu).toBeVisible();
    for (const name of ["Red", "White", "Rosé", "Sparkling", "Organic", "About Alcohol-Free Wines"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Stop the page's clock (installed clocks run in real time until paused), then leave.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(700, 700);
    await page.clock.runFor(MENU_CLOSE_DELAY_MS - 10);
    await expect(menu).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu).toBeHidden();
  });

  test("every shop hover menu links to its sub-categories and About page", async ({ page }) => {
    await page.goto("/shop");
    const expected: Record<string, string[]> = {
      WINES: ["/shop/alcohol-free-red-wines", "/shop/alcohol-free-rose-wines", "/shop/alcohol-free-wines"],
      BEERS: ["/shop/alcohol-free-lagers", "/shop/alcohol-free-stouts-ales", "/shop/alcohol-free-organic-beers", "/shop/alcohol-free-beers"],
      SPIRITS: ["/shop/alcohol-free-gin-alternatives", "/shop/alcohol-free-aperitif-alternatives", "/shop/alcohol-free-spirits"],
    };
    for (const [label, hrefs] of Object.entries(expected)) {
      await page.getByTestId("secondary-bar").getByRole("link", { name: label, exact: true }).hover();
      const menu = page.getByTestId(`menu-${label.toLowerCase()}`);
      await expect(menu).toBeVisible();
      for (const href of hrefs) await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("menus work from the keyboard", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Wines menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByTestId("menu-wines");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Red", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Enter on the focused link follows it.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/alcohol-free-red-wines$/);
  });

  test("signed out, the sign-in area offers Sign In and Sign Up", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
  });
});

/**
 * Everything that arrives after hydration and could move the layout has arrived: the images (the
 * load event), the web fonts, and the auth check's answer for a guest (its invisible placeholder
 * replaced by Sign In and Sign Up); then two frames are drawn and a task runs, so a shift any of
 * them caused has been laid out and handed to the page's PerformanceObserver.
 */
async function lateArrivalsHaveLanded(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const header = page.getByTestId("site-header");
  await expect(header.getByTestId("auth-checking")).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Sign In", includeHidden: true })).toHaveCount(1);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  });
}

test.describe("first paint", () => {
  // The bar's presence is decided before the first paint (lib/basket-hint.ts reads the persisted
  // basket), so rehydrating the stores moves nothing; and the first frame waits for the whole page
  // above the footer (FIRST_PAINT_TARGET_ID), so a parser that pauses mid-page on a busy CPU cannot
  // paint a half-built header or hero: Chromium records no layout shift at all.
  for (const path of ["/article/aperitivo-on-the-italian-lakes", "/"]) {
    test(`with a full basket, ${path} paints its final layout first (no layout shift)`, async ({ page }) => {
      await page.addInitScript(() => {
        const item = { id: "i1", quantity: 12, multipackQuantity: 1, productName: "Test Lager", metadata: {} };
        localStorage.setItem("root", JSON.stringify({ cart: { state: { cart: { items: [item] } }, version: 0 } }));
        (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            const sources = entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName)));
            (window as unknown as { __shifts: unknown[] }).__shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId("secondary-bar")).toBeVisible();
      await expect(page.getByTestId("cart-button")).toHaveAccessibleName("Basket, 12 items");
      await lateArrivalsHaveLanded(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
    });
  }
});

test.describe("phone header", () => {
  test.skip(({ isMobile }) => !isMobile, "phone widths");

  // WCAG 2.2 target size: every control in the top bar keeps its own box, at least 24 px square.
  test("from 320 px up, every header control keeps its own space and a 24 px target", async ({ page }) => {
    for (const width of [320, 360, 390, 768]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/read");
      await waitForHydration(page);
      const boxes = await page.getByTestId("site-header").evaluate((header) =>
        [...header.querySelectorAll("a, button")]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().bottom <= header.getBoundingClientRect().top + 100)
          .map((element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { name: element.getAttribute("aria-label") || element.textContent?.trim() || element.tagName, left, top, right, bottom };
          }),
      );
      expect(boxes.map((box) => box.name), `${width} px`).toEqual(expect.arrayContaining(["Open menu", "Ask our assistant", "Basket, 0 items"]));
      for (const box of boxes) {
        expect(box.right - box.left, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(24);
        expect(box.bottom - box.top, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(24);
        expect(box.left, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${a.name} and ${b.name} overlap at ${width} px`).toBe(true);
        }
      }
    }
  });

  test("the chat sheet starts at the header's lower edge, with the banner on screen and scrolled past it", async ({ page }) => {
    await page.goto("/read");
    await waitForHydration(page);
    await declineCookies(page);
    await page.getByTestId("chat-launcher").click();
    const sheet = page.getByTestId("chat-sidebar");
    await expect(sheet).toBeVisible();
    const headerBottom = () => page.getByTestId("site-header").evaluate((header) => Math.round(header.getBoundingClientRect().bottom));
    const sheetTop = () => sheet.evaluate((panel) => Math.round(panel.getBoundingClientRect().top));
    expect(await headerBottom()).toBe(100); // banner 40 + top bar 60
    await expect.poll(sheetTop).toBe(100);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(headerBottom).toBe(60);
    await expect.poll(sheetTop).toBe(60);
  });
});

test.describe("mobile drawer", () => {
  test.skip(({ isMobile }) => !isMobile, "the burger shows on phones");

  test("the burger opens the drawer, the close button closes it, and a tapped link closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await declineCookies(page);
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).tap();
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.getByRole("button", { name: "READ" }).tap();
    await drawer.getByRole("button", { name: "Featured Finds" }).tap();
    for (const name of ["Alcohol-Free Drinks", "Entertainment", "Health", "Lifestyle", "Sobriety", "Travel"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole("link", { name: "NEWS" }).tap();
    await expect(page).toHaveURL(/\/read\/news$/);
    await expect(drawer).toBeHidden();
  });

  test("the drawer lists LEARN's seven courses and each shop group with an All entry", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await declineCookies(page);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await drawer.getByRole("button", { name: "LEARN" }).tap();
    for (const name of ["Sobriety Launchpad", "Mindful Moderation", "Sober Pathway", "Nourish and Flourish", "Bitter Truths", "Sober Sparks", "Dry and Delish"]) {
      await expect(drawer.getByRole("link", { name })).toBeVisible();
    }
    await drawer.getByRole("button", { name: "SHOP" }).tap();
    for (const group of ["Wines", "Beers", "Ciders", "Cocktails", "Spirits", "Soft drinks"]) {
      await drawer.getByRole("button", { name: group, exact: true }).tap();
      await expect(drawer.getByRole("link", { name: `All ${group}`, exact: true })).toBeVisible();
    }
    await drawer.getByRole("link", { name: "Gin Alternatives" }).tap();
    await expect(page).toHaveURL(/\/shop\/alcohol-free-gin-alternatives$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe("cookie banner and analytics", () => {
  const isPageView = (request: Request) => request.url().endsWith("/api/analytics/pageview") && request.method() === "POST";

  test("accepting sets the consent cookie, hides the banner for good and starts page-view analytics", async ({ page, context }) => {
    const pageViews: Request[] = [];
    page.on("request", (request) => isPageView(request) && pageViews.push(request));

    await page.goto("/read");
    await waitForHydration(page);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toContainText(COOKIE_TEXT);
    await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    // Browse a little before choosing: nothing is recorded.
    await page.goto("/watch");
    await waitForHydration(page);
    expect(pageViews).toHaveLength(0);

    const recorded = page.waitForResponse((response) => isPageView(response.request()));
    await banner.getByRole("button", { name: "Accept All Cookies" }).click();
    expect((await recorded).status()).toBe(201);
    await expect(banner).toBeHidden();

    const consent = (await context.cookies()).find((cookie) => cookie.name === COOKIE_NAMES.consent);
    expect(consent?.value).toBe("true");
    expect(consent?.path).toBe("/");
    const lifetime = consent!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - COOKIE_MAX_AGE_SECONDS.consent)).toBeLessThan(120);

    const next = page.waitForResponse((response) => isPageView(response.request()));
    await page.reload();
    await waitForHydration(page);
    expect((await next).status()).toBe(201);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(pageViews.map((request) => JSON.parse(request.postData() ?? "{}").path)).toEqual(["/watch", "/watch"]);
  });

  test("declining sets the decline cookie, hides the banner for good and records nothing", async ({ page, context }) => {
    const pageViews: Request[] = [];
    page.on("request", (request) => isPageView(request) && pageViews.push(request));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Only Essential Cookies" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === COOKIE_NAMES.consentDeclined)?.value).toBe("true");
    expect(cookies.find((c) => c.name === COOKIE_NAMES.consent)).toBeUndefined();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await page.goto("/shop");
    await waitForHydration(page);
    expect(pageViews).toHaveLength(0);
  });

  test("the server refuses a page view sent without consent", async ({ request }) => {
    const response = await request.post("/api/analytics/pageview", { data: { path: "/" } });
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe("consentRequired");
  });
});

test.describe("external links", () => {
  test("leaving the site asks first: Cancel stays, Continue goes", async ({ page, context }) => {
    await context.route("https://www.drinkaware.co.uk/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Drinkaware</title><h1>Drinkaware</h1>" }),
    );
    await page.goto("/");
    await waitForHydration(page);
    await declineCookies(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Drinkaware" });
    const dialog = page.getByRole("alertdialog");

    await link.click();
    await expect(dialog).toBeVisible();
    const host = new URL(page.url()).host;
    await expect(dialog.getByRole("heading")).toHaveText(`You are about to leave ${host}`);
    await expect(dialog).toContainText(LEAVE_TEXT);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(context.pages()).toHaveLength(1);

    await link.click();
    const popup = context.waitForEvent("page");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe("https://www.drinkaware.co.uk/");
    await expect(dialog).toBeHidden();
  });

  test("internal links navigate without asking", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await declineCookies(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
