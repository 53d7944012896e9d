// @vitest-environment jsdom
// The help centre's contact form (components/help/ContactForm.tsx, issue 38.4) against a fake API:
// checked in the browser with a summary linked to the fields, the request exactly as the server
// expects it (trimmed, the order reference written out, the honeypot "", Bearer only when signed
// in), the thank-you with the answer's reference, and a refusal said with the form left as filled.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/components/help/ContactForm";
import { provideCurrentToken } from "@/lib/auth/current-token";
import { CONTACT_MESSAGES, sendContact } from "@/lib/support/contact-client";

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  provideCurrentToken(null);
});

const field = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => act(async () => fireEvent.change(field(name), { target: { value } }));
const choose = (label: string) => act(async () => fireEvent.click(screen.getByRole("radio", { name: label })));
const send = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Send message" })));

async function fill() {
  await type("Name", "  Sam Taylor ");
  await type("Email", " sam@example.com ");
  await choose("Delivery");
  await type("Order reference (optional)", " afc100001 ");
  await type("Message", "  My box has not arrived.\nIt was due on Friday.  ");
}

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown };
};

describe("ContactForm", () => {
  it("has the fields, the hidden honeypot, and a count of what is left to write", async () => {
    render(<ContactForm />);
    expect(field("Name")).toHaveAttribute("autocomplete", "name");
    const email = field("Email");
    expect(email).toHaveAccessibleDescription("We reply to this address.");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    const topics = screen.getByRole("radiogroup", { name: "What is it about?" });
    expect(within(topics).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "An order",
      "Delivery",
      "Returns, damage or a refund",
      "A drink or the shop",
      "My account or my data",
      "Something else",
    ]);
    expect(screen.getByTestId("contact-count")).toHaveTextContent("You have 3,000 characters left");
    await type("Message", "Hello there");
    expect(screen.getByTestId("contact-count")).toHaveTextContent("You have 2,989 characters left");
    expect(screen.queryByRole("textbox", { name: "Leave this empty" })).toBeNull(); // aria-hidden: out of the accessibility tree
    const website = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(website).toHaveAttribute("tabindex", "-1");
    expect(website).toHaveAttribute("autocomplete", "off");
    expect(website?.closest('[aria-hidden="true"]')).toHaveClass("visually-hidden");
    expect(document.querySelector(`label[for="${website?.id}"]`)).toHaveTextContent("Leave this empty");
  });

  it("says what is missing in a summary linked to the fields, and sends nothing", async () => {
    render(<ContactForm />);
    await type("Order reference (optional)", "12345");
    await type("Message", "Help");
    await send();
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Enter your name.",
      "Enter your email address, like name@example.com.",
      "Choose what your message is about.",
      "Order references look like AFC-100001.",
      "Tell us a little more: at least 10 characters.",
    ]);
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveAccessibleDescription("Enter your name.");
    expect(field("Order reference (optional)")).toHaveAccessibleDescription("It is in your order confirmation email, like AFC-100001. Order references look like AFC-100001.");
    expect(screen.getByRole("radiogroup", { name: "What is it about?" })).toHaveAttribute("aria-invalid", "true");
    await act(async () => fireEvent.click(links[2]));
    expect(screen.getByRole("radio", { name: "An order" })).toHaveFocus();
    await act(async () => fireEvent.click(links[4]));
    expect(field("Message")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the trimmed fields with the reference written out and the honeypot empty, as a guest without a token", async () => {
    answer(201, { data: { reference: "HELP-1001" } });
    render(<ContactForm />);
    await fill();
    await send();
    const { url, headers, body } = sentRequest();
    expect(url).toBe("/api/help/contact");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.has("authorization")).toBe(false);
    expect(body).toEqual({
      name: "Sam Taylor",
      email: "sam@example.com",
      topic: "delivery",
      orderReference: "AFC-100001",
      message: "My box has not arrived.\nIt was due on Friday.",
      website: "",
    });
    const thanks = screen.getByRole("status");
    expect(thanks).toHaveTextContent("Thank you. Your message HELP-1001 has reached us. We will reply by email to sam@example.com.");
    expect(thanks).toHaveFocus();
    expect(thanks).not.toHaveTextContent(/working day/);
    expect(screen.queryByTestId("contact-form")).toBeNull();
  });

  it("sends the sign-in as a Bearer token when there is one, and no order reference when none is given", async () => {
    provideCurrentToken(async () => "customer-token");
    answer(201, { data: { reference: "HELP-1002" } });
    render(<ContactForm />);
    await fill();
    await type("Order reference (optional)", "  ");
    await send();
    const { headers, body } = sentRequest();
    expect(headers.get("authorization")).toBe("Bearer customer-token");
    expect(body).not.toHaveProperty("orderReference");
    expect(screen.getByRole("status")).toHaveTextContent("Your message HELP-1002 has reached us.");
  });

  it("shows the server's sentence for a 429, with every value kept", async () => {
    answer(429, { code: "rate_limited", message: "You have sent a lot of messages. Please try again in an hour." });
    render(<ContactForm />);
    await fill();
    await send();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("You have sent a lot of messages. Please try again in an hour.");
    expect(alert).toHaveFocus();
    expect(field("Name")).toHaveValue("  Sam Taylor ");
    expect(screen.getByRole("radio", { name: "Delivery" })).toBeChecked();
    expect(field("Order reference (optional)")).toHaveValue(" afc100001 ");
    expect(field("Message")).toHaveValue("  My box has not arrived.\nIt was due on Friday.  ");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });
});

describe("sendContact", () => {
  const BODY = { name: "Sam", email: "sam@example.com", topic: "other", message: "A question about gift boxes.", website: "" } as const;

  it("turns each answer into its data or a sentence, and never throws", async () => {
    answer(400, { code: "invalid", message: "Enter your name." });
    expect(await sendContact(BODY)).toEqual({ ok: false, status: 400, message: "Enter your name." });
    answer(429, {});
    expect(await sendContact(BODY)).toEqual({ ok: false, status: 429, message: CONTACT_MESSAGES.tooMany });
    answer(500, { code: "oops", message: "Internal detail" });
    expect(await sendContact(BODY)).toEqual({ ok: false, status: 500, message: "Something went wrong and your message was not sent. Please try again." });
    answer(201, { data: {} });
    expect(await sendContact(BODY)).toEqual({ ok: false, status: 201, message: CONTACT_MESSAGES.fallback });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await sendContact(BODY)).toEqual({ ok: false, status: 0, message: "We couldn't reach our server. Please check your connection and try again." });
  });
});
