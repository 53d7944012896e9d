// @vitest-environment jsdom
// READ's story listings (NEWS, OPINION, every story: components/read/SectionListing.tsx) page twelve
// stories at a time in the order given (newest first), and `?page=` past the end is a 404. Made-up
// stories, so this runs whatever the content holds: the browser test it replaces skipped while NEWS
// had twelve stories or fewer, which is always so far.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StoryListingPage } from "@/components/read/SectionListing";
import type { Article } from "@/lib/server/content/content";

afterEach(cleanup);

const STORY: Article = {
  slug: "story",
  title: "Story",
  standfirst: "A made-up story for the listing's pages.",
  author: "a-writer",
  authorName: "A Writer",
  date: "2026-01-31",
  section: "news",
  topics: [],
  hero: { image: "/images/read/story.svg", alt: "A drawing" },
  products: [],
  video: "",
  words: 460,
  readingMinutes: 2,
  seoTitle: "",
  seoDescription: "",
};

/** 25 stories, newest first: "Story 1" is the newest, "Story 25" the oldest. */
const STORIES: Article[] = Array.from({ length: 25 }, (_, index) => ({
  ...STORY,
  slug: `story-${index + 1}`,
  title: `Story ${index + 1}`,
  date: `2026-01-${String(31 - index).padStart(2, "0")}`,
}));

const listing = (page?: string) =>
  StoryListingPage({
    stories: STORIES,
    path: "/read/news",
    title: "News",
    label: "News stories",
    standfirst: "What's happening.",
    searchParams: Promise.resolve(page === undefined ? {} : { page }),
  });

const titlesShown = () => within(screen.getByRole("list", { name: "News stories" })).getAllByRole("heading").map((heading) => heading.textContent);

describe("a READ listing's pages", () => {
  it("page 1 (no ?page=) shows the twelve newest, marks itself current and offers the next page", async () => {
    render(await listing());
    expect(titlesShown()).toEqual(["Story 1", "Story 2", "Story 3", "Story 4", "Story 5", "Story 6", "Story 7", "Story 8", "Story 9", "Story 10", "Story 11", "Story 12"]);
    expect(screen.getByText("Stories 1–12 of 25, newest first")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/read/news?page=2");
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
  });

  it("page 2 starts at the thirteenth story, is titled and marked as page 2, and goes back to the bare path", async () => {
    render(await listing("2"));
    expect(titlesShown()).toEqual(["Story 13", "Story 14", "Story 15", "Story 16", "Story 17", "Story 18", "Story 19", "Story 20", "Story 21", "Story 22", "Story 23", "Story 24"]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("News: page 2");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/read/news");
  });

  it("the last page holds what is left", async () => {
    render(await listing("3"));
    expect(titlesShown()).toEqual(["Story 25"]);
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
  });

  it("a page past the end, or not a page number, is a 404", async () => {
    for (const page of ["4", "99", "0", "two"]) {
      await expect(listing(page), page).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    }
  });
});
