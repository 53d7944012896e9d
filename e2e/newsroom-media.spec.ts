import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations, createEmulatorUser, makeEmulatorEditor, signInWith } from "./support";

// The newsroom's media library (issue 37.5) in a real browser on the production build: at 1440 an
// editor uploads a picture with its alt text, credit and licence, places it in a new story (hero
// and body, through the editor's picture chooser), sees the library say where it is used (and no
// Delete), replaces it, and the story's preview shows the new picture under the same address. At
// 768 the library with a card's details open. axe-core on each state. Checks by content, the
// served sizes, caching and permissions are proved in tests/integration/media-library.test.ts.

const PASSWORD = "Editor2026drinks";

async function signInAsEditor(page: Page, next: string): Promise<void> {
  const email = `media-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, "Mia Media");
  await makeEmulatorEditor(uid);
  await signInWith(page, email, PASSWORD, next);
}

/** A real PNG of one colour, made here so the test owns its bytes. */
async function png(width: number, height: number, colour: string, name: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function uploadPicture(page: Page, alt: string, width: number) {
  const form = page.getByTestId("media-upload-form");
  await form.getByLabel("Picture (JPEG, PNG or WebP)").setInputFiles(await png(width, Math.round(width * 0.6), "#2f6d55", "garden-table.png"));
  await expect(form.getByText("garden-table.png")).toBeVisible();
  await form.getByLabel("Alt text").fill(alt);
  await form.getByLabel("Credit").fill("Photo: the demo team (demo data)");
  await form.getByLabel("Licence").fill("Our own");
  await form.getByRole("button", { name: "Upload picture" }).click();
  await expect(form.getByRole("status")).toHaveText("Picture added.");
}

/** The card of the picture whose alt text is `alt`. */
const cardOf = (page: Page, alt: string) => page.getByTestId("media-card").filter({ hasText: alt });

test.describe("the media library on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets");

  test("upload a picture, use it in a story, see where it is used, replace it, and the story shows the new one", async ({ page }) => {
    test.setTimeout(90_000);
    const id = randomUUID().slice(0, 8);
    const alt = `Sparkling tea poured over ice on a garden table ${id}`;
    await signInAsEditor(page, "/admin/content/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await uploadPicture(page, alt, 800);
    const card = cardOf(page, alt);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Not used yet");
    await expect(card.locator("img")).toHaveJSProperty("naturalWidth", 320);
    const address = await card.getByRole("textbox").inputValue();
    expect(address).toMatch(/^\/media\/library\/\d+\.webp$/);
    expect(await axeViolations(page), "the library with a new picture").toEqual([]);

    await page.goto("/admin/content/stories/new");
    const title = `Tea on the lawn ${id}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section").selectOption("features");
    await page.getByLabel("Standfirst").fill("A pot of sparkling tea for a summer afternoon, made the night before and served over plenty of ice.");
    await page.getByLabel("Hero image", { exact: true }).fill(address);
    await page.getByLabel("Hero image alt text").fill("Sparkling tea over ice");
    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.keyboard.type("Brew it strong the evening before; the ice does the rest.");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
    await page.getByRole("group", { name: "Pictures for this story" }).getByRole("button", { name: alt }).click();
    await expect(page.getByLabel("Picture address")).toHaveValue(address);
    await expect(page.getByLabel("Alt text (required)")).toHaveValue(alt);
    await page.getByRole("button", { name: "Insert image" }).click();
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/stories\/[0-9a-f-]{36}\?created=1$/);
    const storyUrl = page.url().replace(/\?created=1$/, "");

    await page.goto("/admin/content/media");
    await expect(card.getByRole("link", { name: title })).toHaveCount(2);
    await expect(card.getByTestId("media-in-use")).toHaveText("This picture is used in 2 places: take it out there first, or replace it instead.");
    await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

    await card.getByRole("button", { name: /^Replace…/ }).click();
    await card.getByLabel("New picture (JPEG, PNG or WebP)").setInputFiles(await png(1400, 800, "#7a2f55", "wider.png"));
    await card.getByRole("button", { name: "Replace picture" }).click();
    await expect(card.getByRole("status")).toHaveText("Picture replaced: every use now shows the new one.");
    await expect(card.locator("img")).toHaveJSProperty("naturalWidth", 320);

    await page.goto(storyUrl);
    await page.getByRole("link", { name: "Preview" }).click();
    const placed = page.getByTestId("article-body").getByRole("img", { name: alt });
    await expect(placed).toHaveAttribute("src", address);
    // The first upload was 800 px wide (kept at 640); the replacement 1400 (kept at 1280).
    await expect(placed).toHaveJSProperty("naturalWidth", 1280);
  });
});

test.describe("the media library on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets");

  test("a picture's details are edited in its card", async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const alt = `A jug of iced lemon tea beside two glasses ${id}`;
    await signInAsEditor(page, "/admin/content/media");
    await uploadPicture(page, alt, 720);
    const card = cardOf(page, alt);
    await card.getByRole("button", { name: /^Edit details/ }).click();
    await card.getByLabel("Licence").fill("CC BY 4.0");
    expect(await axeViolations(page), "a card's details open").toEqual([]);
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect(card.getByRole("status")).toHaveText("Details saved.");
    await expect(card).toContainText("CC BY 4.0");
  });
});
