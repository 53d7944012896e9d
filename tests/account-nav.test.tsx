// @vitest-environment jsdom
// The sub-navigations render one shared list (components/page/NavLinkList.tsx): the account
// frame's links in their order, canonical hrefs, and the current page marked for assistive tech.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ChipNav } from "@/components/page/ChipNav";

afterEach(cleanup);

describe("account and chip navigation", () => {
  it("lists the account pages in order and marks the current one", () => {
    render(
      <AccountFrame current="/account/reviews/" title="Reviews">
        <p>body</p>
      </AccountFrame>,
    );
    const nav = screen.getByRole("navigation", { name: "Account" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Overview", "/account"],
      ["Orders", "/account/shop/orders"],
      ["Addresses", "/account/shop/addresses"],
      ["Favourites", "/account/favourites"],
      ["Reviews", "/account/reviews"],
      ["Your data", "/account/privacy"],
    ]);
    expect(links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent)).toEqual(["Reviews"]);
  });

  it("renders chips with canonical hrefs and no current mark when the page is not among them", () => {
    render(<ChipNav label="Wine styles" links={[{ label: "Red", href: "/shop/red/" }, { label: "White", href: "/shop/white" }]} current="/shop/rose" />);
    const links = within(screen.getByRole("navigation", { name: "Wine styles" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/shop/red", "/shop/white"]);
    expect(links.some((link) => link.hasAttribute("aria-current"))).toBe(false);
  });
});
