// @vitest-environment jsdom
// "Damaged or missing?" on the customer's order pages (components/orders/DamageReport.tsx, issue
// 38.3) against a fake API: the reports so far (each status, packs, kind, note, photos, outcome),
// the deadline in UK time, the form opened inline with focus on its heading, checked in the browser
// before anything is sent (a photo for damage, at most three photos, packs in range), the request
// as one multipart form (Bearer when signed in, the link's secret for a guest), the sent message,
// and a refusal said with everything left as the customer entered it.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DamageReport } from "@/components/orders/DamageReport";
import { provideCurrentToken } from "@/lib/auth/current-token";
import type { DamageOffer, DamageReportView } from "@/lib/damage/contract";
import { reportDamage } from "@/lib/damage/damage-client";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "customer-token", router });

const REPORTED: DamageReportView = {
  reference: "DMG-100001-1",
  orderReference: "AFC-100001",
  status: "reported",
  kind: "damaged",
  lineId: "line-rose",
  productName: "Wild Idol Rosé",
  packText: "6-pack",
  quantity: 2,
  note: "Two bottles smashed in the box.",
  photoCount: 3,
  // 00:30 on 3 April in London (BST).
  reportedAt: "2026-04-02T23:30:00.000Z",
  closedAt: null,
  refundedPence: null,
  replacementOrderReference: null,
  refusalReason: null,
};
const REFUNDED: DamageReportView = { ...REPORTED, reference: "DMG-100001-2", status: "refunded", note: null, photoCount: 1, closedAt: "2026-04-04T09:00:00.000Z", refundedPence: 1_299 };
const REPLACED: DamageReportView = {
  ...REPORTED,
  reference: "DMG-100001-3",
  status: "replaced",
  kind: "missing",
  lineId: "line-lager",
  productName: "Lucky Saint Lager",
  packText: "Single",
  quantity: 1,
  note: null,
  photoCount: 0,
  replacementOrderReference: "AFC-100002",
};
const REFUSED: DamageReportView = { ...REPORTED, reference: "DMG-100001-4", status: "refused", note: null, photoCount: 2, refusalReason: "The photos show the bottles intact." };

const OFFER: DamageOffer = {
  orderReference: "AFC-100001",
  open: true,
  reason: null,
  // 14:05 on 3 April 2026 in London (BST, UTC+1).
  windowEndsAt: "2026-04-03T13:05:00.000Z",
  lines: [
    { lineId: "line-lager", productName: "Lucky Saint Lager", packText: "Single · 330 ml", ordered: 3, reportable: 3 },
    { lineId: "line-rose", productName: "Wild Idol Rosé", packText: "6-pack · 750 ml", ordered: 2, reportable: 2 },
    { lineId: "line-gin", productName: "Seedlip Garden 108", packText: "Single · 700 ml", ordered: 1, reportable: 0 },
  ],
  reports: [],
};
const CREATED: DamageReportView = { ...REPORTED, reference: "DMG-100001-5" };

const photo = (name: string, kb = 2, type = "image/jpeg") => new File([new Uint8Array(kb * 1024)], name, { type });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const choose = (name: string) => act(async () => fireEvent.click(screen.getByRole("radio", { name })));
const photoInput = () => screen.getByLabelText(/^Photos/, { selector: "input" });
const addPhotos = (...files: File[]) => act(async () => fireEvent.change(photoInput(), { target: { files } }));
const packs = () => screen.getByRole("spinbutton", { name: "How many packs?" });
const setPacks = (value: string) => act(async () => fireEvent.change(packs(), { target: { value } }));
const note = () => screen.getByRole("textbox", { name: "Anything else we should know? (optional)" });
const chosenPhotos = () => within(screen.getByRole("list", { name: "Photos chosen" })).getAllByRole("listitem").map((item) => item.textContent);
const sentForm = (call = 0) => fetchMock.mock.calls[call][1]?.body as FormData;

describe("DamageReport", () => {
  it("lists each report with its status, packs, kind, note, photos and outcome, and the deadline in UK time", () => {
    render(<DamageReport offer={{ ...OFFER, reports: [REPORTED, REFUNDED, REPLACED, REFUSED] }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Damaged or missing?" })).toBeInTheDocument();
    const [reported, refunded, replaced, refused] = screen.getAllByTestId("damage-entry");
    expect(within(reported).getByRole("heading", { level: 3, name: "DMG-100001-1" })).toBeInTheDocument();
    expect(within(reported).getByText("Reported", { exact: true })).toBeInTheDocument();
    expect(reported).toHaveTextContent("2 × 6-pack of Wild Idol Rosé");
    expect(reported).toHaveTextContent("Damaged: broken, leaking or crushed");
    expect(reported).toHaveTextContent("Two bottles smashed in the box.");
    expect(reported).toHaveTextContent("Reported 3 April 2026 · 3 photos sent");
    expect(reported).not.toHaveTextContent("Refunded");
    expect(within(refunded).getByText("Refunded", { exact: true })).toBeInTheDocument();
    expect(refunded).toHaveTextContent("1 photo sent");
    expect(refunded).toHaveTextContent("Refunded £12.99");
    expect(within(replaced).getByText("Replacement sent", { exact: true })).toBeInTheDocument();
    expect(replaced).toHaveTextContent("1 × Single of Lucky Saint Lager");
    expect(replaced).toHaveTextContent("Missing from the parcel");
    expect(replaced).toHaveTextContent("No photos sent");
    expect(replaced).toHaveTextContent("We are sending a replacement at no charge: order AFC-100002");
    expect(within(refused).getByText("Refused", { exact: true })).toBeInTheDocument();
    expect(refused).toHaveTextContent("2 photos sent");
    expect(refused).toHaveTextContent("Refused: The photos show the bottles intact.");
    expect(screen.getByTestId("damage-report")).toHaveTextContent(
      "If drinks arrived broken, leaking or crushed, or something is missing from your parcel, tell us by 14:05 on 3 April 2026 and we will refund or replace it.",
    );
  });

  it("opens the form inline with focus on its heading, offers only the lines left to report, and closes back to the button", async () => {
    render(<DamageReport offer={OFFER} />);
    expect(screen.getByRole("button", { name: "Report damaged or missing items" })).toHaveClass("btn", "btn-outline");
    await click("Report damaged or missing items");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Report damaged or missing items from order AFC-100001" })).toHaveFocus();
    const lines = screen.getByRole("radiogroup", { name: "Which item is damaged or missing?" });
    expect(within(lines).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Lucky Saint Lager Single · 330 ml", "Wild Idol Rosé 6-pack · 750 ml"]);
    expect(screen.getByRole("radiogroup", { name: "What went wrong?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Damaged: broken, leaking or crushed" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Missing from the parcel" })).not.toBeChecked();
    expect(packs()).toHaveValue(1);
    expect(note()).toHaveAttribute("maxLength", "500");
    expect(photoInput()).toHaveAttribute("type", "file");
    expect(photoInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(photoInput()).toHaveAttribute("multiple");
    expect(photoInput()).toHaveAccessibleDescription(expect.stringContaining("JPEG, PNG or WebP, up to 10 MB each."));
    await choose("Wild Idol Rosé 6-pack · 750 ml");
    expect(packs()).toHaveAttribute("max", "2");
    await click("Cancel");
    expect(screen.queryByTestId("damage-form")).toBeNull();
    expect(screen.getByRole("button", { name: "Report damaged or missing items" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says what is missing, linked to the fields, and sends nothing", async () => {
    render(<DamageReport offer={OFFER} />);
    await click("Report damaged or missing items");
    await click("Send report");
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Choose the item that arrived damaged or is missing.",
      "Choose whether the drinks arrived damaged or are missing.",
    ]);
    expect(screen.getByRole("radiogroup", { name: "Which item is damaged or missing?" })).toHaveAccessibleDescription("Choose the item that arrived damaged or is missing.");
    await act(async () => fireEvent.click(within(summary).getByRole("link", { name: "Choose whether the drinks arrived damaged or are missing." })));
    expect(screen.getByRole("radio", { name: "Damaged: broken, leaking or crushed" })).toHaveFocus();

    await choose("Wild Idol Rosé 6-pack · 750 ml");
    await setPacks("3");
    await choose("Damaged: broken, leaking or crushed");
    await click("Send report");
    expect(within(screen.getByRole("alert")).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Enter a whole number of packs from 1 to 2.",
      "Add at least one photo of the damage, so we can see what happened.",
    ]);
    expect(packs()).toHaveAttribute("aria-invalid", "true");
    expect(packs()).toHaveAccessibleDescription("From 1 to 2. A multipack counts as one pack. Enter a whole number of packs from 1 to 2.");
    expect(photoInput()).toHaveAttribute("aria-invalid", "true");
    expect(photoInput()).toHaveAccessibleDescription(expect.stringContaining("Add at least one photo of the damage, so we can see what happened."));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps at most three photos, says why a fourth was not added, and removes one on request", async () => {
    render(<DamageReport offer={OFFER} />);
    await click("Report damaged or missing items");
    await addPhotos(photo("box.jpg", 2), photo("bottle.png", 3, "image/png"));
    await addPhotos(photo("label.webp", 5, "image/webp"), photo("fourth.jpg"));
    expect(chosenPhotos()).toEqual(["box.jpg2 KBRemove box.jpg", "bottle.png3 KBRemove bottle.png", "label.webp5 KBRemove label.webp"]);
    expect(screen.getByRole("alert")).toHaveTextContent("You can send up to 3 photos, so fourth.jpg was not added. Remove one to choose another.");
    expect(screen.getByText("3 of 3 photos chosen")).toBeInTheDocument();
    await click("Remove bottle.png");
    expect(chosenPhotos()).toEqual(["box.jpg2 KBRemove box.jpg", "label.webp5 KBRemove label.webp"]);
    expect(photoInput()).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
    await addPhotos(photo("scan.gif", 1, "image/gif"), photo("huge.jpg", 11 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("scan.gif is not a JPEG, PNG or WebP photo, so it was not added. huge.jpg is 11 MB; each photo can be up to 10 MB, so it was not added.");
    expect(chosenPhotos()).toHaveLength(2);
  });

  it("sends one multipart form with the sign-in as a Bearer token, then says the report is sent and re-reads the page", async () => {
    render(<DamageReport offer={OFFER} />);
    answer(201, { data: { report: CREATED } });
    const box = photo("box.jpg", 2);
    const bottle = photo("bottle.png", 3, "image/png");
    await click("Report damaged or missing items");
    await choose("Wild Idol Rosé 6-pack · 750 ml");
    await setPacks("2");
    await choose("Damaged: broken, leaking or crushed");
    await addPhotos(box, bottle);
    await click("Send report");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/shop/orders/AFC-100001/damage");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer customer-token");
    // The browser writes the multipart boundary itself.
    expect(headers.has("content-type")).toBe(false);
    const form = sentForm();
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(["lineId", "quantity", "kind", "photos", "photos"]);
    expect(form.get("lineId")).toBe("line-rose");
    expect(form.get("quantity")).toBe("2");
    expect(form.get("kind")).toBe("damaged");
    expect((form.getAll("photos") as File[]).map((file) => [file.name, file.type, file.size])).toEqual([
      ["box.jpg", "image/jpeg", 2048],
      ["bottle.png", "image/png", 3072],
    ]);
    const status = screen.getByRole("status");
    expect(status).toHaveFocus();
    expect(within(status).getByText("Report DMG-100001-5 sent.")).toBeInTheDocument();
    expect(within(status).getByText("We will look at it and email you to say how we are putting it right. You can follow it on this page too.")).toBeInTheDocument();
    expect(screen.queryByTestId("damage-form")).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("sends a guest's link secret and the trimmed note, with no photo for a missing item", async () => {
    provideCurrentToken(async () => "");
    render(<DamageReport offer={OFFER} accessToken="link-secret" />);
    answer(201, { data: { report: { ...CREATED, kind: "missing", photoCount: 0 } } });
    await click("Report damaged or missing items");
    await choose("Lucky Saint Lager Single · 330 ml");
    await setPacks("3");
    await choose("Missing from the parcel");
    expect(photoInput()).toHaveAccessibleName("Photos (optional)");
    await act(async () => fireEvent.change(note(), { target: { value: "  Only nine cans in the box.  " } }));
    await click("Send report");
    const init = fetchMock.mock.calls[0][1];
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
    expect([...sentForm().entries()]).toEqual([
      ["accessToken", "link-secret"],
      ["lineId", "line-lager"],
      ["quantity", "3"],
      ["kind", "missing"],
      ["note", "Only nine cans in the box."],
    ]);
  });

  it("shows the server's refusal and keeps everything as the customer entered it", async () => {
    const sentence = "You can report at most 1 of Wild Idol Rosé.";
    render(<DamageReport offer={OFFER} />);
    answer(400, { code: "invalidDamageReport", message: sentence });
    await click("Report damaged or missing items");
    await choose("Wild Idol Rosé 6-pack · 750 ml");
    await setPacks("2");
    await choose("Damaged: broken, leaking or crushed");
    await act(async () => fireEvent.change(note(), { target: { value: "Crushed corner." } }));
    await addPhotos(photo("box.jpg", 2));
    await click("Send report");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(sentence);
    expect(alert).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Wild Idol Rosé 6-pack · 750 ml" })).toBeChecked();
    expect(packs()).toHaveValue(2);
    expect(screen.getByRole("radio", { name: "Damaged: broken, leaking or crushed" })).toBeChecked();
    expect(note()).toHaveValue("Crushed corner.");
    expect(chosenPhotos()).toEqual(["box.jpg2 KBRemove box.jpg"]);
    expect(screen.getByRole("button", { name: "Send report" })).toBeEnabled();
    expect(screen.getByTestId("damage-message")).toBeEmptyDOMElement();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("once no report can be made, hides the button and says why with the returns policy and the help centre", () => {
    const reason = "The 48 hours to report damaged or missing items ended at 14:05 on 3 April 2026.";
    render(<DamageReport offer={{ ...OFFER, open: false, reason, reports: [REFUSED] }} />);
    expect(screen.queryByRole("button", { name: "Report damaged or missing items" })).toBeNull();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read our returns policy" })).toHaveAttribute("href", "/returns-policy");
    expect(screen.getByRole("link", { name: "Help centre" })).toHaveAttribute("href", "/help");
    expect(screen.getByText("Refused: The photos show the bottles intact.")).toBeInTheDocument();
  });

  it("says nothing of a deadline before the delivery is recorded", () => {
    render(<DamageReport offer={{ ...OFFER, windowEndsAt: null }} />);
    expect(screen.getByTestId("damage-report")).toHaveTextContent("tell us and we will refund or replace it.");
    expect(screen.getByTestId("damage-report").querySelector("time")).toBeNull();
  });
});

describe("reportDamage", () => {
  const input = { lineId: "line-lager", quantity: 1, kind: "missing" as const, note: "", photos: [] };

  it("says each failure in words, with the server's own sentence for 400, 409, 413 and 415", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    answer(401, { code: "unauthenticated", message: "Sign in." });
    answer(404, { code: "notFound", message: "No such order." });
    answer(429, { code: "tooMany", message: "Slow down." });
    answer(500, { code: "internal", message: "Boom." });
    fetchMock.mockResolvedValueOnce(new Response("<html>Request Entity Too Large</html>", { status: 413 }));
    answer(400, { code: "invalidDamageReport", message: "Add a photo of the damage." });
    answer(409, { code: "damageWindowClosed", message: "The 48 hours ended." });
    answer(413, { code: "photoTooLarge", message: "This photo is 14.2 MB; the limit is 10 MB." });
    answer(415, { code: "photoType", message: "This file is a GIF." });
    const messages = [];
    for (let i = 0; i < 10; i += 1) {
      const result = await reportDamage("AFC-100001", input, null);
      expect(result.ok).toBe(false);
      if (!result.ok) messages.push([result.status, result.message]);
    }
    expect(messages).toEqual([
      [0, "We couldn't reach our server. Please check your connection and try again."],
      [401, "Your sign-in has expired. Please sign in again, then report the problem."],
      [404, "We couldn't find this order. Please reload the page and try again."],
      [429, "Too many attempts. Please wait a minute and try again."],
      [500, "Something went wrong and your report was not sent. Please try again."],
      [413, "Your photos are too large to send together. Please choose smaller photos (up to 10 MB each) and try again."],
      [400, "Add a photo of the damage."],
      [409, "The 48 hours ended."],
      [413, "This photo is 14.2 MB; the limit is 10 MB."],
      [415, "This file is a GIF."],
    ]);
  });
});
