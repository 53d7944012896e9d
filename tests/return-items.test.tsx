// @vitest-environment jsdom
// "Return items" on the customer's order pages (components/orders/ReturnItems.tsx, issue 38.2)
// against a fake API: the returns so far (status, packs, date, refund or refusal), the form opened
// inline with focus on its heading, checked in the browser before anything is sent, the request as
// the server expects it (Bearer when signed in, the link's secret for a guest, the note only when
// typed), where to send the drinks once asked, and a refusal said with the form left as filled.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReturnItems } from "@/components/orders/ReturnItems";
import { provideCurrentToken } from "@/lib/auth/current-token";
import type { ReturnOffer, ReturnView } from "@/lib/returns/contract";
import { requestReturn } from "@/lib/returns/return-client";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "customer-token", router });

const REFUSED: ReturnView = {
  reference: "RET-100001-1",
  orderReference: "AFC-100001",
  status: "refused",
  reason: "changedMind",
  note: null,
  lines: [{ lineId: "line-lager", productName: "Lucky Saint Lager", packText: "Single", quantity: 2 }],
  requestedAt: "2026-06-30T23:30:00.000Z",
  receivedAt: "2026-07-03T09:00:00.000Z",
  closedAt: "2026-07-04T10:00:00.000Z",
  inspection: null,
  refundedPence: null,
  refusalReason: "The seals on both bottles were broken.",
};

const REFUNDED: ReturnView = {
  ...REFUSED,
  reference: "RET-100001-2",
  status: "refunded",
  lines: [{ lineId: "line-rose", productName: "Wild Idol Rosé", packText: "6-pack", quantity: 1 }],
  requestedAt: "2026-07-05T08:00:00.000Z",
  inspection: "restock",
  refundedPence: 1_299,
  refusalReason: null,
};

const OFFER: ReturnOffer = {
  orderReference: "AFC-100001",
  open: true,
  reason: null,
  windowEndsAt: "2026-12-08T23:59:59.000Z",
  lines: [
    { lineId: "line-lager", productName: "Lucky Saint Lager", packText: "Single · 330 ml", ordered: 3, returnable: 3 },
    { lineId: "line-gin", productName: "Seedlip Garden 108", packText: "Single · 700 ml", ordered: 2, returnable: 2 },
    { lineId: "line-rose", productName: "Wild Idol Rosé", packText: "6-pack · 750 ml", ordered: 1, returnable: 0 },
  ],
  returns: [],
};

const CREATED: ReturnView = {
  ...REFUSED,
  reference: "RET-100001-3",
  status: "requested",
  lines: [{ lineId: "line-lager", productName: "Lucky Saint Lager", packText: "Single", quantity: 2 }],
  requestedAt: "2026-11-30T12:00:00.000Z",
  receivedAt: null,
  closedAt: null,
  refusalReason: null,
};
const ADDRESS = ["The Alcohol-Free Co. Returns", "Unit 4, Brewery Yard", "Bristol", "BS1 6QH"];

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const packsOf = (name: string) => screen.getByRole("spinbutton", { name: `Packs of ${name} to return` });
const setPacks = (name: string, value: string) => act(async () => fireEvent.change(packsOf(name), { target: { value } }));
const choose = (label: string) => act(async () => fireEvent.click(screen.getByRole("radio", { name: label })));
const tickUnopened = () => act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "The drinks are unopened, with the seal intact" })));

describe("ReturnItems", () => {
  it("lists the returns so far with their status, packs, date, and how they ended", () => {
    render(<ReturnItems offer={{ ...OFFER, returns: [REFUSED, REFUNDED] }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Returns" })).toBeInTheDocument();
    const [refused, refunded] = screen.getAllByTestId("return-entry");
    expect(within(refused).getByRole("heading", { name: "RET-100001-1" })).toBeInTheDocument();
    expect(within(refused).getByText("Refused", { exact: true })).toBeInTheDocument();
    expect(within(refused).getByText("2 × Lucky Saint Lager (Single)")).toBeInTheDocument();
    expect(refused).toHaveTextContent("Requested 1 July 2026");
    expect(refused).toHaveTextContent("Refused: The seals on both bottles were broken.");
    expect(within(refunded).getByText("Refunded", { exact: true })).toBeInTheDocument();
    expect(within(refunded).getByText("1 × Wild Idol Rosé (6-pack)")).toBeInTheDocument();
    expect(refunded).toHaveTextContent("Requested 5 July 2026");
    expect(refunded).toHaveTextContent("Refunded £12.99");
    expect(refunded).not.toHaveTextContent("Refused:");
    expect(screen.getByTestId("return-items")).toHaveTextContent("You can ask to return unopened drinks until 8 December 2026.");
  });

  it("opens the form inline with focus on its heading, the spent line disabled, and closes back to the button", async () => {
    render(<ReturnItems offer={OFFER} />);
    expect(screen.getByRole("button", { name: "Return items" })).toHaveClass("btn", "btn-outline");
    await click("Return items");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Return items from order AFC-100001" })).toHaveFocus();
    expect(screen.getByRole("group", { name: "What are you sending back?" })).toBeInTheDocument();
    expect(packsOf("Lucky Saint Lager")).toHaveValue(0);
    expect(packsOf("Lucky Saint Lager")).toHaveAttribute("max", "3");
    expect(packsOf("Seedlip Garden 108")).toBeEnabled();
    const spent = packsOf("Wild Idol Rosé");
    expect(spent).toBeDisabled();
    expect(spent).toHaveAccessibleDescription("6-pack · 750 ml Already returned or refunded");
    expect(screen.getByRole("button", { name: "One more pack of Wild Idol Rosé" })).toBeDisabled();
    for (const label of ["I changed my mind", "I ordered it by mistake", "It is not what I expected", "Another reason"]) {
      expect(screen.getByRole("radio", { name: label })).not.toBeChecked();
    }
    expect(screen.getByRole("textbox", { name: "Anything else we should know? (optional)" })).toHaveAttribute("maxLength", "500");
    await click("Cancel");
    expect(screen.queryByTestId("return-form")).toBeNull();
    expect(screen.getByRole("button", { name: "Return items" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps packs to whole numbers between 0 and what may still go back", async () => {
    render(<ReturnItems offer={OFFER} />);
    await click("Return items");
    await setPacks("Seedlip Garden 108", "9");
    expect(packsOf("Seedlip Garden 108")).toHaveValue(2);
    expect(screen.getByRole("button", { name: "One more pack of Seedlip Garden 108" })).toHaveAttribute("aria-disabled", "true");
    await click("One more pack of Seedlip Garden 108");
    expect(packsOf("Seedlip Garden 108")).toHaveValue(2);
    await click("One fewer pack of Seedlip Garden 108");
    expect(packsOf("Seedlip Garden 108")).toHaveValue(1);
    await setPacks("Lucky Saint Lager", "-4");
    expect(packsOf("Lucky Saint Lager")).toHaveValue(0);
    await setPacks("Lucky Saint Lager", "1.7");
    expect(packsOf("Lucky Saint Lager")).toHaveValue(1);
  });

  it("says what is missing, linked to the fields, and sends nothing", async () => {
    render(<ReturnItems offer={OFFER} />);
    await click("Return items");
    await click("Send return request");
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Choose at least one item to return.",
      "Choose why you are returning them.",
      "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.",
    ]);
    expect(packsOf("Lucky Saint Lager")).toHaveAttribute("aria-invalid", "true");
    expect(packsOf("Lucky Saint Lager")).toHaveAccessibleDescription("Single · 330 ml Choose at least one item to return.");
    expect(screen.getByRole("radiogroup", { name: "Why are you returning them?" })).toHaveAccessibleDescription("Choose why you are returning them.");
    const box = screen.getByRole("checkbox", { name: "The drinks are unopened, with the seal intact" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.");
    await act(async () => fireEvent.click(within(summary).getByRole("link", { name: "Choose why you are returning them." })));
    expect(screen.getByRole("radio", { name: "I changed my mind" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await setPacks("Lucky Saint Lager", "1");
    await choose("I changed my mind");
    await click("Send return request");
    expect(within(screen.getByRole("alert")).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.",
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the chosen packs with the sign-in as a Bearer token, then says where to send them and re-reads the page", async () => {
    render(<ReturnItems offer={OFFER} />);
    answer(201, { data: { return: CREATED, returnAddress: ADDRESS } });
    await click("Return items");
    await setPacks("Lucky Saint Lager", "2");
    await choose("It is not what I expected");
    await tickUnopened();
    await click("Send return request");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/shop/orders/AFC-100001/returns");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer customer-token");
    expect(JSON.parse(String(init?.body))).toEqual({ lines: [{ lineId: "line-lager", quantity: 2 }], reason: "notAsExpected", unopened: true });
    const status = screen.getByRole("status");
    expect(status).toHaveFocus();
    expect(within(status).getByText("Return RET-100001-3 requested. Send the drinks to:")).toBeInTheDocument();
    const address = status.querySelector("address");
    expect(Array.from(address?.children ?? [], (line) => line.textContent)).toEqual(ADDRESS);
    expect(within(status).getByText("We have emailed you these details. Refunds are made once the drinks are back with us.")).toBeInTheDocument();
    expect(screen.queryByTestId("return-form")).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("sends a guest's link secret and the note when one is typed", async () => {
    provideCurrentToken(async () => "");
    render(<ReturnItems offer={OFFER} accessToken="link-secret" />);
    answer(201, { data: { return: CREATED, returnAddress: ADDRESS } });
    await click("Return items");
    await click("One more pack of Seedlip Garden 108");
    await setPacks("Lucky Saint Lager", "3");
    await choose("Another reason");
    await act(async () => fireEvent.change(screen.getByRole("textbox", { name: "Anything else we should know? (optional)" }), { target: { value: "  Bought two by accident.  " } }));
    await tickUnopened();
    await click("Send return request");
    const init = fetchMock.mock.calls[0][1];
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({
      accessToken: "link-secret",
      lines: [
        { lineId: "line-lager", quantity: 3 },
        { lineId: "line-gin", quantity: 1 },
      ],
      reason: "other",
      note: "Bought two by accident.",
      unopened: true,
    });
  });

  it("shows the server's refusal and keeps the form as it was filled", async () => {
    const sentence = "The return window for this order ended on 8 December 2026.";
    render(<ReturnItems offer={OFFER} />);
    answer(409, { code: "returnWindowClosed", message: sentence });
    await click("Return items");
    await setPacks("Lucky Saint Lager", "2");
    await choose("I ordered it by mistake");
    await tickUnopened();
    await click("Send return request");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(sentence);
    expect(alert).toHaveFocus();
    expect(packsOf("Lucky Saint Lager")).toHaveValue(2);
    expect(screen.getByRole("radio", { name: "I ordered it by mistake" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "The drinks are unopened, with the seal intact" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Send return request" })).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("once no return can be asked for, says why with the returns policy and the help centre", () => {
    const reason = "The 14 days to return this order ended on 8 December 2026.";
    render(<ReturnItems offer={{ ...OFFER, open: false, reason, returns: [REFUSED] }} />);
    expect(screen.queryByRole("button", { name: "Return items" })).toBeNull();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read our returns policy" })).toHaveAttribute("href", "/returns-policy");
    expect(screen.getByRole("link", { name: "Help centre" })).toHaveAttribute("href", "/help");
    expect(screen.getByText("Refused: The seals on both bottles were broken.")).toBeInTheDocument();
  });

  it("shows nothing when there is nothing to say", () => {
    const { container } = render(<ReturnItems offer={{ ...OFFER, open: false, reason: null, windowEndsAt: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("requestReturn", () => {
  const body = { lines: [{ lineId: "line-lager", quantity: 1 }], reason: "changedMind" as const, unopened: true as const };

  it("says each failure in words, with a 400's own sentence", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    answer(401, { code: "unauthenticated", message: "Sign in." });
    answer(404, { code: "notFound", message: "No such order." });
    answer(429, { code: "tooMany", message: "Slow down." });
    answer(500, { code: "internal", message: "Boom." });
    answer(400, { code: "invalidReturn", message: "You can return at most 3 packs of Lucky Saint Lager." });
    const messages = [];
    for (let i = 0; i < 6; i += 1) {
      const result = await requestReturn("AFC-100001", body, null);
      expect(result.ok).toBe(false);
      if (!result.ok) messages.push([result.status, result.message]);
    }
    expect(messages).toEqual([
      [0, "We couldn't reach our server. Please check your connection and try again."],
      [401, "Your sign-in has expired. Please sign in again, then return your items."],
      [404, "We couldn't find this order. Please reload the page and try again."],
      [429, "Too many attempts. Please wait a minute and try again."],
      [500, "Something went wrong and your return was not sent. Please try again."],
      [400, "You can return at most 3 packs of Lucky Saint Lager."],
    ]);
  });
});
