// @vitest-environment jsdom
// The help centre, the terms of sale and the returns policy as rendered (issue 38.4): one <h1>,
// headings in order (topics as <h2>, questions as <h3>), every question present, every entry of the
// table of contents pointing at an element on the page, and the footer's links to the three pages.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HELP_CONTACT, HELP_PAGE, HELP_SECTIONS } from "@/content/help";
import { RETURNS_POLICY } from "@/content/help/returns-policy";
import { TERMS_OF_SALE } from "@/content/help/terms-of-sale";
import { HelpCentre } from "@/components/help/HelpCentre";
import { PolicyPage } from "@/components/help/PolicyPage";
import { Footer } from "@/components/shell/Footer";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

afterEach(cleanup);

/** Every heading in document order, as "h2 Title". */
const headings = (root: HTMLElement) => [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe("the help centre page", () => {
  it("has one h1, then the topic list, then each topic with its questions, in order, and Contact us last", () => {
    const { container } = render(<HelpCentre />);
    expect(headings(container)).toEqual([
      `h1 ${HELP_PAGE.title}`,
      "h2 Topics",
      ...HELP_SECTIONS.flatMap((section) => [`h2 ${section.title}`, ...section.questions.map((q) => `h3 ${q.question}`)]),
      "h2 Contact us",
    ]);
  });

  it("points every table-of-contents link at a topic on the page, labelled by its heading", () => {
    const { container } = render(<HelpCentre />);
    const toc = screen.getByRole("navigation", { name: "Topics" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#delivery", "#boxes", "#strength", "#returns", "#payment", "#account", "#contact"]);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href")!);
      expect(target, link.getAttribute("href")!).not.toBeNull();
      expect(target!.querySelector("h2")?.textContent).toBe(link.textContent);
      expect(screen.getByRole("region", { name: link.textContent! })).toBe(target);
    }
  });

  it("shows every question under its own anchor, and the contact sentence with the contact form under it", () => {
    const { container } = render(<HelpCentre />);
    for (const question of HELP_SECTIONS.flatMap((section) => section.questions)) {
      const heading = screen.getByRole("heading", { level: 3, name: question.question });
      expect(heading.parentElement?.id).toBe(question.id);
    }
    const contact = container.querySelector(`#${HELP_CONTACT.id}`) as HTMLElement;
    expect(contact).toHaveTextContent(HELP_CONTACT.text);
    expect(within(contact).getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Returns Policy" })).toHaveAttribute("href", "/returns-policy");
    expect(screen.getByRole("link", { name: "Terms of Sale" })).toHaveAttribute("href", "/terms");
  });
});

describe("the policy pages", () => {
  it.each([TERMS_OF_SALE, RETURNS_POLICY])("$title: one h1, then each section as an h2 with its anchor", (document) => {
    const { container } = render(<PolicyPage document={document} />);
    expect(headings(container)).toEqual([`h1 ${document.title}`, ...document.sections.map((section) => `h2 ${section.title}`)]);
    for (const section of document.sections) expect(container.querySelector(`#${section.id} > h2`)?.textContent).toBe(section.title);
    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help");
  });

  it("link to each other", () => {
    render(<PolicyPage document={TERMS_OF_SALE} />);
    expect(screen.getAllByRole("link", { name: "Returns Policy" })[0]).toHaveAttribute("href", "/returns-policy");
    cleanup();
    render(<PolicyPage document={RETURNS_POLICY} />);
    expect(screen.getByRole("link", { name: "Terms of Sale" })).toHaveAttribute("href", "/terms");
  });
});

describe("the footer", () => {
  it("links to Help, the Terms of Sale and the Returns Policy beside the privacy and cookie policies", () => {
    render(<Footer />);
    const footer = screen.getByRole("contentinfo");
    const names = ["Help", "Terms of Sale", "Returns Policy", "Privacy Policy", "Cookie Policy"];
    const hrefs = names.map((name) => within(footer).getByRole("link", { name }).getAttribute("href"));
    expect(hrefs).toEqual(["/help", "/terms", "/returns-policy", "/privacy-policy", "/cookies"]);
  });
});
