import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { TALK_LIMITS } from "../lib/talk/rules";
import { SQL_LOOKING, XSS_PAYLOADS } from "./fixtures/xss-payloads";
import { createEmulatorUser, emulatorIdToken, waitForHydration } from "./support";

// Issue 14's security check, in Chromium: every payload of e2e/fixtures/xss-payloads.ts is posted
// through the API as a member would, then the thread's pages are opened. Nothing may run, and the
// DOM of the posts' bodies may hold no script, no event handler and no dangerous URL. Not about layout:
// desktop only.

/**
 * Resolves once anything a payload could have set off has had its turn: onload and onerror fire
 * before the load event; a toggle event is a queued task, so a canary <details> of our own that has
 * fired its toggle comes after any the page's posts queued; autofocus runs at a rendering update,
 * and two animation frames after that toggle include one.
 */
async function eventsHaveHadTheirTurn(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const canary = document.createElement("details");
        canary.addEventListener("toggle", () => {
          canary.remove();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        });
        document.body.append(canary);
        canary.open = true;
      }),
  );
}

test("TALK renders every XSS payload as harmless text or safe markup", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser run is enough: this is not about viewport size");
  test.setTimeout(120_000);
  const bodies = [...XSS_PAYLOADS, SQL_LOOKING];
  // A new account may start one thread and post five replies an hour: enough members for all.
  const members = await Promise.all(
    Array.from({ length: 1 + Math.ceil(bodies.length / TALK_LIMITS.newRepliesPerHour) }, async () => {
      const email = `xss-${randomUUID()}@example.com`;
      await createEmulatorUser(email, "Sober2026drinks", "Mallory Test");
      // A fresh sign-in: the profile change makes the emulator treat the first token as revoked.
      return emulatorIdToken(email, "Sober2026drinks");
    }),
  );
  const auth = (index: number) => ({ authorization: `Bearer ${members[index].idToken}` });
  const created = await request.post("/api/talk/threads", { headers: auth(0), data: { category: "support", title: "Formatting test thread", body: "Testing how posts render." } });
  expect(created.status()).toBe(201);
  const { id, url } = (await created.json()).data as { id: number; url: string };
  for (const [index, body] of bodies.entries()) {
    const posted = await request.post(`/api/talk/threads/${id}/posts`, { headers: auth(1 + Math.floor(index / TALK_LIMITS.newRepliesPerHour)), data: { body } });
    expect(posted.status(), body).toBe(201);
  }

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const pages = Math.ceil((bodies.length + 1) / TALK_LIMITS.postsPerPage);
  let posts = 0;
  for (let n = 1; n <= pages; n += 1) {
    await page.goto(n === 1 ? url : `${url}?page=${n}`);
    await waitForHydration(page);
    await eventsHaveHadTheirTurn(page);
    const found = await page.evaluate(() => {
      const dangerous = /^\s*(javascript|data|vbscript):/i;
      const nodes = [...document.querySelectorAll("[data-post-body], [data-post-body] *")];
      return {
        posts: document.querySelectorAll("article[id^='post-']").length,
        xss: (window as { __xss?: unknown }).__xss ?? null,
        elements: nodes.filter((node) => /^(script|iframe|object|embed|svg|img|style|base|meta|form|input|video|template|math|noscript)$/i.test(node.tagName)).map((node) => node.tagName),
        handlers: nodes.flatMap((node) => [...node.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${node.tagName} ${attribute.name}`)),
        urls: nodes.flatMap((node) =>
          ["href", "src", "action", "formaction", "xlink:href", "data", "style"].map((name) => node.getAttribute(name)).filter((value): value is string => value !== null && (dangerous.test(value.replace(/[\u0000-\u001f]/g, "")) || /url\(/i.test(value))),
        ),
      };
    });
    expect(found.xss).toBeNull();
    expect(found.elements).toEqual([]);
    expect(found.handlers).toEqual([]);
    expect(found.urls).toEqual([]);
    posts += found.posts;
  }
  expect(posts).toBe(bodies.length + 1);
  expect(dialogs).toEqual([]);
  // The SQL-looking post is shown exactly as typed.
  await expect(page.getByText(SQL_LOOKING, { exact: true })).toBeVisible();
});
