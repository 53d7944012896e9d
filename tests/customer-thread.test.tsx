// @vitest-environment jsdom
// The customer's conversation page (components/help/CustomerThread.tsx + ThreadReply.tsx, issue
// 38.4): what it is about and where it stands, both sides in order labelled "You" and the shop
// (never a member of staff), UK dates and times, text kept as text with its line breaks; writing
// back sends `{ key, message }` with the link's secret and refreshes the page from the server.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerThread } from "@/components/help/CustomerThread";
import type { CustomerThreadView } from "@/lib/support/contract";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

const THREAD: CustomerThreadView = {
  reference: "HELP-1001",
  topic: "delivery",
  status: "answered",
  orderReference: "AFC-100001",
  name: "Sam Taylor",
  createdAt: "2026-07-01T08:15:00.000Z",
  messages: [
    { id: 1, author: "customer", body: "My box has not arrived.\nIt was due on Friday.", at: "2026-07-01T08:15:00.000Z" },
    // The back office's view carries who replied: the page must not show it even when handed it.
    { id: 2, author: "staff", body: "Sorry about that: it left us on Monday.\n\nJo <b>Team</b>", at: "2026-12-02T16:05:00.000Z", staffEmail: "jo@staff.example" } as CustomerThreadView["messages"][number],
  ],
};

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  Object.values(router).forEach((fn) => fn.mockReset());
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole("textbox", { name: "Write back" });
const write = (value: string) => act(async () => fireEvent.change(box(), { target: { value } }));
const send = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));

describe("CustomerThread", () => {
  it("heads the page with the reference, what it is about, its status and its order", () => {
    render(<CustomerThread thread={THREAD} threadKey="secret-key" />);
    expect(screen.getByRole("heading", { level: 1, name: "Your message HELP-1001" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Home", "Help", "Your message"]);
    expect(within(crumbs).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help");
    const facts = screen.getByTestId("thread-facts");
    expect(facts).toHaveTextContent("AboutDelivery");
    expect(facts).toHaveTextContent("StatusAnswered");
    expect(facts).toHaveTextContent("OrderAFC-100001");
  });

  it("shows both sides in order, labelled, in UK time, with line breaks kept as text", () => {
    const { container } = render(<CustomerThread thread={THREAD} threadKey="secret-key" />);
    const [mine, ours] = screen.getAllByTestId("thread-message");
    expect(within(mine).getByRole("heading", { level: 3 })).toHaveTextContent(/^You$/);
    expect(within(ours).getByRole("heading", { level: 3 })).toHaveTextContent(/^Alcohol Free Co$/);
    // 08:15 UTC in July is 09:15 in London (BST); 16:05 UTC in December is 16:05 (GMT).
    expect(within(mine).getByText("1 July 2026 at 09:15")).toHaveAttribute("dateTime", "2026-07-01T08:15:00.000Z");
    expect(within(ours).getByText("2 December 2026 at 16:05")).toBeInTheDocument();
    const body = within(mine).getByText(/My box has not arrived/);
    expect(body.textContent).toBe("My box has not arrived.\nIt was due on Friday.");
    expect(within(ours).getByText(/Jo <b>Team<\/b>/)).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    expect(container).not.toHaveTextContent("jo@staff.example");
    expect(container.innerHTML).not.toContain("jo@staff.example");
  });

  it("leaves the order out when there is none, and says a closed conversation opens again", () => {
    render(<CustomerThread thread={{ ...THREAD, status: "closed", orderReference: null }} threadKey="secret-key" />);
    expect(screen.getByTestId("thread-facts")).not.toHaveTextContent("Order");
    expect(screen.getByTestId("thread-facts")).toHaveTextContent("StatusClosed");
    expect(screen.getByText("This conversation was closed. Writing back opens it again.")).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription("This conversation was closed. Writing back opens it again.");
  });

  it("writes back with the link's secret, then empties the box, refreshes and says it is sent", async () => {
    answer(201, { data: { thread: { ...THREAD, status: "open" } } });
    render(<CustomerThread thread={THREAD} threadKey="secret-key" />);
    expect(screen.queryByText(/This conversation was closed/)).toBeNull();
    await write("  Thank you, it came today.  ");
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/help/messages/HELP-1001");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ key: "secret-key", message: "Thank you, it came today." });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Sent. We will reply by email.");
  });

  it("checks the length first, and keeps what was typed when the server refuses", async () => {
    render(<CustomerThread thread={THREAD} threadKey="secret-key" />);
    await write("Thanks");
    await send();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute("aria-invalid", "true");
    expect(box()).toHaveAccessibleDescription("Tell us a little more: at least 10 characters.");

    answer(404, { code: "not_found", message: "We couldn't find this conversation." });
    await write("Thank you, it came today.");
    await send();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("We couldn't find this conversation.");
    expect(alert).toHaveFocus();
    expect(box()).toHaveValue("Thank you, it came today.");
    expect(box()).not.toHaveAttribute("aria-invalid");
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
