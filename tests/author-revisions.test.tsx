// @vitest-environment jsdom
// An author's revisions in their editor (components/admin/content/AuthorRevisions.tsx) against a
// fake API, as a video's are (tests/video-revisions.test.tsx): newest first with a comparison link;
// a restore asked once, sent as {} with the editor's token, then the page refreshed; the form
// (AuthorForm.tsx) showing the values the refreshed page brings, while its own save keeps its
// status. And the comparison page's diff, whose Restore opens the author's editor.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthorForm } from "@/components/admin/content/AuthorForm";
import { AuthorRevisionDiff } from "@/components/admin/content/AuthorRevisionDiff";
import { AuthorRevisions } from "@/components/admin/content/AuthorRevisions";
import { AuthorWorkspace } from "@/components/admin/content/AuthorWorkspace";
import type { AuthorRevisionComparison, AuthorRevisionSummary } from "@/lib/admin/content-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "editor-token", router });

const SLUG = "hannah-brooks";
const AUTHOR = { slug: SLUG, name: "Hannah Brooks", role: "Lifestyle Writer", bio: "A pastry chef by training.", avatar: "/images/authors/hannah-brooks.svg" };
const REVISIONS: AuthorRevisionSummary[] = [
  { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
  { id: 7, at: "2026-11-20T09:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
];
const RESTORE_PATH = `/api/admin/content/authors/${SLUG}/revisions/1/restore`;
const panel = () => within(screen.getByRole("region", { name: "Revisions" }));

describe("the author's revisions", () => {
  it("lists them newest first, each with a comparison with the author now", () => {
    render(<AuthorRevisions slug={SLUG} revisions={REVISIONS} />);
    expect(panel().getByText("2 saved")).toBeInTheDocument();
    const items = panel().getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: /^Compare with current/ })).toHaveAttribute("href", `/admin/content/authors/${SLUG}/revisions?from=1`);
  });

  it("asks once, then restores with an empty body and refreshes the page", async () => {
    answer(200, { data: { author: { ...AUTHOR, stories: 2 } } });
    render(<AuthorRevisions slug={SLUG} revisions={REVISIONS} />);
    fireEvent.click(panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" }));
    expect(panel().getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the author's details back as they were saved 20 November 2026, 08:00 GMT?");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", body: "{}", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
  });

  it("says why a restore was refused, and does not refresh", async () => {
    answer(409, { code: "revisionInvalid", message: "This version cannot be restored: its portrait has since been deleted from the media library." });
    render(<AuthorRevisions slug={SLUG} revisions={REVISIONS} />);
    fireEvent.click(panel().getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00/ }));
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    expect(await panel().findByRole("alert")).toHaveTextContent("its portrait has since been deleted from the media library.");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe("the author's form as the page refreshes", () => {
  it("shows the values a restore brings, and keeps its own save's status", async () => {
    const { rerender } = render(<AuthorForm author={AUTHOR} avatars={[]} />);
    const bio = screen.getByRole("textbox", { name: /^Biography/ });
    fireEvent.change(bio, { target: { value: "A pastry chef. She hosts." } });
    answer(200, { data: { author: { ...AUTHOR, bio: "A pastry chef. She hosts.", stories: 2 } } });
    fireEvent.click(screen.getByRole("button", { name: "Save author" }));
    expect(await screen.findByText("Saved. READ shows the change on its next visit.")).toBeInTheDocument();
    // The refreshed page brings what was saved: the form and its status stay.
    rerender(<AuthorForm author={{ ...AUTHOR, bio: "A pastry chef. She hosts." }} avatars={[]} />);
    expect(bio).toHaveValue("A pastry chef. She hosts.");
    expect(screen.getByText("Saved. READ shows the change on its next visit.")).toBeInTheDocument();
    // A restore beside it: the page brings the older biography, which replaces the form's.
    rerender(<AuthorForm author={AUTHOR} avatars={[]} />);
    expect(screen.getByRole("textbox", { name: /^Biography/ })).toHaveValue("A pastry chef by training.");
    expect(screen.queryByText("Saved. READ shows the change on its next visit.")).toBeNull();
  });
});

describe("the author's editor: the form beside its revisions", () => {
  it("a restore warns while the form holds changes not yet saved, and stops once they are saved", async () => {
    render(<AuthorWorkspace author={AUTHOR} avatars={[]} revisions={REVISIONS} />);
    const restoreImported = () => panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" });
    const question = () => panel().getByRole("group", { name: /^Restore the version/ });
    fireEvent.click(restoreImported());
    expect(question()).not.toHaveTextContent("Changes you have not saved will be lost.");
    fireEvent.click(panel().getByRole("button", { name: "Cancel" }));

    fireEvent.change(screen.getByRole("textbox", { name: /^Role/ }), { target: { value: "Lifestyle and Food Writer" } });
    fireEvent.click(restoreImported());
    expect(question()).toHaveTextContent("Put the author's details back as they were saved 20 November 2026, 08:00 GMT? Changes you have not saved will be lost.");
    fireEvent.click(panel().getByRole("button", { name: "Cancel" }));

    answer(200, { data: { author: { ...AUTHOR, role: "Lifestyle and Food Writer", stories: 2 } } });
    fireEvent.click(screen.getByRole("button", { name: "Save author" }));
    expect(await screen.findByText("Saved. READ shows the change on its next visit.")).toBeInTheDocument();
    fireEvent.click(restoreImported());
    expect(question()).not.toHaveTextContent("Changes you have not saved will be lost.");
  });
});

describe("two versions of an author compared", () => {
  const comparison: AuthorRevisionComparison = {
    older: REVISIONS[0],
    newer: null,
    changes: [
      { field: "bio", label: "Biography", parts: [{ kind: "same", text: "A pastry chef by training." }, { kind: "added", text: "\n\nShe judges blind tastings." }] },
      { field: "avatar", label: "Avatar", parts: [{ kind: "removed", text: "/images/authors/hannah-brooks.svg" }, { kind: "added", text: "/media/library/12.webp" }] },
    ],
  };

  it("shows the biography and the avatar's paths, and restoring opens the author's editor", async () => {
    answer(200, { data: { author: { ...AUTHOR, stories: 2 } } });
    render(<AuthorRevisionDiff slug={SLUG} comparison={comparison} />);
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the import to the author's details as they are now.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Biography" })).toHaveTextContent("She judges blind tastings.");
    const avatar = within(screen.getByRole("region", { name: "Avatar" })).getAllByRole("listitem");
    expect(avatar.map((item) => item.textContent)).toEqual(["removed: /images/authors/hannah-brooks.svg", "added: /media/library/12.webp"]);
    fireEvent.click(screen.getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00 GMT by the import/ }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith(`/admin/content/authors/${SLUG}`));
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
  });
});
