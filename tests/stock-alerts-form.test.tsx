// @vitest-environment jsdom
// "Email me when it's back" (components/shop/BackInStockForm.tsx): a guest's labelled field with
// its validation message, the "check your inbox" line with the address in a polite live region (the
// address must confirm, issue 34.8), a signed-in customer's single button with their account email
// ("we'll email you" when the server says their verified address needs no confirmation), and
// nothing when in stock.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackInStockForm } from "@/components/shop/BackInStockForm";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";

const calls: { body: unknown; authorization: string | null }[] = [];
/** What the stand-in server says about confirmation: a guest's address always needs it. */
let confirmationNeeded = true;

beforeEach(() => {
  calls.length = 0;
  confirmationNeeded = true;
  useUiStore.setState({ hydrated: true });
  useUserStore.setState({ userStatus: "loggedOut", userId: null, user: null, token: "" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { slug: string; email?: string };
      calls.push({ body, authorization: new Headers(init.headers).get("authorization") });
      const email = body.email ?? "member@example.com";
      return new Response(JSON.stringify({ email: email.toLowerCase(), product: { slug: body.slug, name: "Test Lager" }, confirmationNeeded }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BackInStockForm", () => {
  it("renders nothing while the product is in stock", () => {
    const { container } = render(<BackInStockForm slug="test-lager" name="Test Lager" stock={3} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("asks a guest for an email, explains a bad one beside the field, and announces the subscription with the address", async () => {
    render(<BackInStockForm slug="test-lager" name="Test Lager" stock={0} />);
    const field = screen.getByLabelText("Email address");
    const button = screen.getByRole("button", { name: "Email me when it’s back" });
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");

    await act(async () => fireEvent.click(button));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter your email address.");
    expect(calls).toHaveLength(0);

    fireEvent.change(field, { target: { value: "ada@" } });
    await act(async () => fireEvent.click(button));
    expect(field).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(calls).toHaveLength(0);

    fireEvent.change(field, { target: { value: " Ada@Example.com " } });
    await act(async () => fireEvent.click(button));
    expect(calls).toEqual([{ body: { slug: "test-lager", email: "Ada@Example.com" }, authorization: null }]);
    expect(status).toHaveTextContent("Check your inbox: we've sent a link to ada@example.com to confirm your alert. If you've confirmed it already, there's nothing more to do.");
    expect(screen.queryByLabelText("Email address")).toBeNull();
  });

  it("gives a signed-in customer one button, showing their account email, and sends their token, not an address", async () => {
    confirmationNeeded = false; // their verified address: confirmed at once
    useUserStore.setState({
      userStatus: "loggedIn",
      userId: "uid-1",
      token: "token-1",
      user: { uid: "uid-1", email: "member@example.com", emailVerified: true } as never,
    });
    render(<BackInStockForm slug="test-lager" name="Test Lager" stock={0} />);
    expect(screen.queryByLabelText("Email address")).toBeNull();
    expect(screen.getByTestId("back-in-stock-account-email")).toHaveTextContent("member@example.com");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Email me when it’s back" })));
    expect(calls).toEqual([{ body: { slug: "test-lager" }, authorization: "Bearer token-1" }]);
    expect(screen.getByRole("status")).toHaveTextContent("We'll email you when it's back: one email to member@example.com.");
  });

  it("asks a signed-in customer whose email is not verified to check their inbox", async () => {
    useUserStore.setState({
      userStatus: "loggedIn",
      userId: "uid-2",
      token: "token-2",
      user: { uid: "uid-2", email: "member@example.com", emailVerified: false } as never,
    });
    render(<BackInStockForm slug="test-lager" name="Test Lager" stock={0} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Email me when it’s back" })));
    expect(screen.getByRole("status")).toHaveTextContent("Check your inbox: we've sent a link to member@example.com to confirm your alert.");
  });

  it("says why the server refused", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ code: "inStock", message: "x" }), { status: 409 })));
    render(<BackInStockForm slug="test-lager" name="Test Lager" stock={0} />);
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "ada@example.com" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Email me when it’s back" })));
    expect(screen.getByRole("status")).toHaveTextContent("Good news: this is in stock now");
  });
});
