// @vitest-environment jsdom
// Follow/Save (components/listen/EpisodeButtons.tsx LibraryToggle): the listener's click wins over
// the page's first library load when that load answers later (it undid the click on a busy machine).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LibraryToggle } from "@/components/listen/EpisodeButtons";
import { changeLibrary, fetchLibrary, type Library } from "@/lib/podcasts/library-client";
import { useUserStore } from "@/stores/user";

vi.mock("@/lib/podcasts/library-client", () => ({ fetchLibrary: vi.fn(), changeLibrary: vi.fn() }));

const library = (follows: string[]): Library => ({ follows, saves: [] }) as unknown as Library;

afterEach(() => {
  cleanup();
  vi.mocked(fetchLibrary).mockReset();
  vi.mocked(changeLibrary).mockReset();
});

describe("LibraryToggle", () => {
  it("keeps the listener's follow when the first load answers after it", async () => {
    useUserStore.setState({ userStatus: "loggedIn" });
    let answerFirstLoad!: (value: Library) => void;
    vi.mocked(fetchLibrary).mockReturnValue(new Promise((resolve) => (answerFirstLoad = resolve)));
    vi.mocked(changeLibrary).mockResolvedValue(library(["dry-run"]));
    render(<LibraryToggle kind="follow" show="dry-run" label="Dry Run" />);

    await act(async () => fireEvent.click(screen.getByTestId("follow-button")));
    expect(changeLibrary).toHaveBeenCalledWith({ action: "follow", show: "dry-run" });
    expect(screen.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");

    await act(async () => answerFirstLoad(library([])));
    expect(screen.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("follow-button")).toHaveTextContent("Following");
  });

  it("shows what the first load says when nothing was clicked", async () => {
    useUserStore.setState({ userStatus: "loggedIn" });
    vi.mocked(fetchLibrary).mockResolvedValue(library(["dry-run"]));
    render(<LibraryToggle kind="follow" show="dry-run" label="Dry Run" />);
    expect(await screen.findByText("Following")).toBeInTheDocument();
  });
});
