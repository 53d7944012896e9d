// @vitest-environment jsdom
// The back office's inbox (components/admin/inbox/, issue 38.4) against a fake API that answers the
// way the server does: the tabs with their counts, each conversation's row linking to it, one
// conversation with both sides (staff replies naming the member), the reply posted trimmed with the
// staff token, an empty reply stopped, Close and Reopen, and the server's refusals.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InboxWorkspace } from "@/components/admin/inbox/InboxWorkspace";
import { ThreadWorkspace } from "@/components/admin/inbox/ThreadWorkspace";
import type { AdminInboxFilter, AdminThreadDetail, AdminThreadRow } from "@/lib/support/contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "staff-token", router });

/** Written in summer (British Summer Time: 08:30 UTC is 09:30 in London); nobody has answered yet. */
const WAITING: AdminThreadRow = {
  reference: "HELP-1001",
  topic: "delivery",
  status: "open",
  name: "Tom Green",
  email: "tom.green@example.com",
  orderReference: "AFC-100001",
  createdAt: "2026-07-14T08:30:00.000Z",
  lastMessageAt: "2026-07-14T08:30:00.000Z",
  lastAuthor: "customer",
  preview: "My parcel hasn't arrived. It was due on Tuesday.",
  messageCount: 1,
};

/** Answered in winter (GMT: 14:05 UTC is 14:05 in London), about no order. */
const ANSWERED: AdminThreadRow = {
  reference: "HELP-1002",
  topic: "other",
  status: "answered",
  name: "Priya Shah",
  email: "priya@example.com",
  orderReference: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  lastMessageAt: "2026-12-03T14:05:00.000Z",
  lastAuthor: "staff",
  preview: "Thanks for asking! We ship to Northern Ireland too.",
  messageCount: 3,
};

const COUNTS: Record<AdminInboxFilter, number> = { open: 1, answered: 1, closed: 2, all: 4 };

/** HELP-1001 after a reply and the customer's answer: both sides, the member named on the reply. */
const THREAD: AdminThreadDetail = {
  ...WAITING,
  lastMessageAt: "2026-07-15T16:45:00.000Z",
  preview: "Thanks <b>so</b> much!",
  messageCount: 3,
  customerUid: "uid-tom-green",
  messages: [
    { id: 11, author: "customer", body: "My parcel hasn't arrived.\nIt was due on Tuesday.", at: "2026-07-14T08:30:00.000Z", staffEmail: null },
    { id: 12, author: "staff", body: "Sorry, Tom: it was held at the depot.\nA new one leaves today.", at: "2026-07-15T09:10:00.000Z", staffEmail: "jo@shop.example" },
    { id: 13, author: "customer", body: "Thanks <b>so</b> much!", at: "2026-07-15T16:45:00.000Z", staffEmail: null },
  ],
};

const card = (reference: string) => within(screen.getByRole("article", { name: reference }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("the inbox", () => {
  it("links every tab with its count, the current one marked", () => {
    render(<InboxWorkspace filter="open" rows={[WAITING]} counts={COUNTS} />);
    const tabs = within(screen.getByRole("navigation", { name: "Conversation status" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["Waiting for us (1 conversation)", "/admin/inbox", "page"],
      ["Answered (1 conversation)", "/admin/inbox?status=answered", null],
      ["Closed (2 conversations)", "/admin/inbox?status=closed", null],
      ["All (4 conversations)", "/admin/inbox?status=all", null],
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Inbox" })).toBeInTheDocument();
    expect(screen.getByTestId("admin-inbox-count")).toHaveTextContent("1 conversation waiting for us.");
  });

  it("marks another tab current when it is open, and says when it holds nothing", () => {
    render(<InboxWorkspace filter="closed" rows={[]} counts={{ ...COUNTS, closed: 0 }} />);
    expect(screen.getByTestId("inbox-tab-closed")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("inbox-tab-closed")).toHaveTextContent("Closed (0 conversations)");
    expect(screen.getByTestId("inbox-tab-open")).not.toHaveAttribute("aria-current");
    expect(screen.getByTestId("admin-inbox-empty")).toHaveTextContent("No conversations have been closed yet.");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows each conversation with a link to it, who wrote, topic, order, status, who wrote last, count and UK date", () => {
    render(<InboxWorkspace filter="all" rows={[WAITING, ANSWERED]} counts={COUNTS} />);
    expect(screen.getByTestId("admin-inbox-count")).toHaveTextContent("4 conversations; showing the 2 most recent.");
    const waiting = card("HELP-1001");
    expect(waiting.getByRole("link", { name: "HELP-1001" })).toHaveAttribute("href", "/admin/inbox/HELP-1001");
    expect(waiting.getByRole("link", { name: "Order AFC-100001" })).toHaveAttribute("href", "/admin/orders/AFC-100001");
    expect(waiting.getByText("Tom Green")).toBeInTheDocument();
    expect(waiting.getByText("tom.green@example.com")).toBeInTheDocument();
    expect(waiting.getByText("Delivery")).toBeInTheDocument();
    expect(waiting.getByTestId("thread-status")).toHaveTextContent("Waiting for us");
    expect(waiting.getByTestId("inbox-thread-preview")).toHaveTextContent("Customer wrote last: My parcel hasn't arrived. It was due on Tuesday.");
    expect(waiting.getByTestId("inbox-thread-count")).toHaveTextContent("1 message");
    expect(waiting.getByText("14 Jul 2026, 09:30").closest("time")).toHaveAttribute("dateTime", "2026-07-14T08:30:00.000Z");

    const answered = card("HELP-1002");
    expect(answered.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/admin/inbox/HELP-1002"]);
    expect(answered.getByText("Something else")).toBeInTheDocument();
    expect(answered.getByTestId("thread-status")).toHaveTextContent("Answered");
    expect(answered.getByTestId("thread-last-author")).toHaveTextContent("You");
    expect(answered.getByTestId("inbox-thread-count")).toHaveTextContent("3 messages");
    expect(answered.getByText("3 Dec 2026, 14:05")).toBeInTheDocument();
  });
});

describe("one conversation", () => {
  it("shows both sides in order, the member's email on staff replies, the text as written", () => {
    render(<ThreadWorkspace thread={THREAD} />);
    expect(screen.getByRole("link", { name: /All conversations/ })).toHaveAttribute("href", "/admin/inbox");
    expect(screen.getByRole("heading", { level: 1, name: "HELP-1001" })).toBeInTheDocument();
    expect(screen.getAllByTestId("thread-status")[0]).toHaveTextContent("Waiting for us");

    const messages = screen.getAllByTestId("thread-message");
    expect(messages.map((item) => [item.dataset.author, within(item).getByTestId("thread-message-author").textContent])).toEqual([
      ["customer", "Tom Green"],
      ["staff", "jo@shop.example"],
      ["customer", "Tom Green"],
    ]);
    expect(messages[1]).toHaveTextContent("Staff reply");
    expect(messages[0]).toHaveTextContent("Customer");
    expect(within(messages[0]).getByTestId("thread-message-body").textContent).toBe("My parcel hasn't arrived.\nIt was due on Tuesday.");
    expect(within(messages[1]).getByText("15 Jul 2026, 10:10")).toBeInTheDocument();
    // Markup from a customer is words on the page, never HTML.
    expect(within(messages[2]).getByTestId("thread-message-body").textContent).toBe("Thanks <b>so</b> much!");
    expect(messages[2].querySelector("b")).toBeNull();
  });

  it("shows who wrote: a mailto link, topic, order link, account and when it was opened", () => {
    render(<ThreadWorkspace thread={THREAD} />);
    const facts = within(screen.getByTestId("thread-facts"));
    expect(facts.getByRole("link", { name: "tom.green@example.com" })).toHaveAttribute("href", "mailto:tom.green@example.com");
    expect(facts.getByRole("link", { name: "AFC-100001" })).toHaveAttribute("href", "/admin/orders/AFC-100001");
    expect(facts.getByText("Delivery")).toBeInTheDocument();
    expect(facts.getByText("uid-tom-green")).toBeInTheDocument();
    expect(facts.getByText("14 Jul 2026, 09:30")).toBeInTheDocument();
  });

  it("stops an empty reply, then posts exactly { reply, body } trimmed with the staff token and says it was sent", async () => {
    render(<ThreadWorkspace thread={THREAD} />);
    const box = screen.getByRole("textbox", { name: "Reply to Tom Green" });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute("maxLength", "3000");
    fireEvent.change(box, { target: { value: "  \n " } });
    await click("Send reply");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Write the reply first.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveFocus();

    answer(200, { data: { thread: { ...THREAD, status: "answered" } } });
    fireEvent.change(box, { target: { value: "  A new one leaves today.\nSorry again!  " } });
    expect(screen.getByText("40 of 3,000 characters")).toBeInTheDocument();
    await click("Send reply");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/inbox/HELP-1001");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer staff-token");
    expect(sentBody()).toEqual({ action: "reply", body: "A new one leaves today.\nSorry again!" });
    expect(screen.getByTestId("thread-reply-done")).toHaveTextContent("Reply sent to tom.green@example.com.");
    expect(box).toHaveValue("");
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when it refuses a reply, keeping the words", async () => {
    render(<ThreadWorkspace thread={THREAD} />);
    const box = screen.getByRole("textbox", { name: "Reply to Tom Green" });
    answer(400, { code: "invalidReply", message: "Write your reply in 3000 characters or fewer." });
    fireEvent.change(box, { target: { value: "Hello" } });
    await click("Send reply");
    expect(screen.getByRole("alert")).toHaveTextContent("Write your reply in 3000 characters or fewer.");
    expect(screen.getByTestId("thread-reply-done")).toHaveTextContent("");
    expect(box).toHaveValue("Hello");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("closes with exactly { close }, and shows a 409's message", async () => {
    render(<ThreadWorkspace thread={THREAD} />);
    expect(screen.queryByRole("button", { name: "Reopen conversation" })).toBeNull();
    answer(200, { data: { thread: { ...THREAD, status: "closed" } } });
    await click("Close conversation");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/inbox/HELP-1001");
    expect(sentBody()).toEqual({ action: "close" });
    expect(screen.getByTestId("thread-status-done")).toHaveTextContent("HELP-1001 closed.");
    expect(router.refresh).toHaveBeenCalledTimes(1);

    answer(409, { code: "alreadyClosed", message: "HELP-1001 is already closed." });
    await click("Close conversation");
    expect(sentBody(1)).toEqual({ action: "close" });
    expect(within(screen.getByTestId("thread-status-actions")).getByRole("alert")).toHaveTextContent("HELP-1001 is already closed.");
    expect(screen.getByTestId("thread-status-done")).toHaveTextContent("");
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it("reopens a closed conversation with exactly { reopen }, and says a reply opens it again", async () => {
    render(<ThreadWorkspace thread={{ ...THREAD, status: "closed" }} />);
    expect(screen.queryByRole("button", { name: "Close conversation" })).toBeNull();
    expect(screen.getByText(/The conversation is closed: replying opens it again\./)).toBeInTheDocument();
    answer(200, { data: { thread: { ...THREAD, status: "open" } } });
    await click("Reopen conversation");
    expect(sentBody()).toEqual({ action: "reopen" });
    expect(screen.getByTestId("thread-status-done")).toHaveTextContent("HELP-1001 reopened: it is waiting for us again.");
  });
});
