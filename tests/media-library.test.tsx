// @vitest-environment jsdom
// The newsroom's media library (components/admin/content/media/) against a fake API that answers
// the way the server does (api-routes/admin/media-library.ts): an upload sends the file and its
// words with the editor's token and the new card comes first; a file that is not a JPEG, PNG or
// WebP by its bytes is refused beside the field, sending nothing; details are edited in place;
// delete asks first and the card goes; a picture in use says why it cannot be deleted; a
// replacement keeps the address; the filter and the empty library.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MediaLibrary } from "@/components/admin/content/media/MediaLibrary";
import { mediaInUseMessage, type LibraryImage } from "@/lib/media/library-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

const UPLOADED = "2026-11-26T10:00:00.000Z";
const image = (id: number, alt: string, more: Partial<LibraryImage> = {}): LibraryImage => ({
  id,
  url: `/media/library/${id}.webp`,
  alt,
  credit: "",
  licence: "",
  width: 1600,
  height: 1200,
  version: 1,
  bytes: 240_000,
  createdAt: UPLOADED,
  createdBy: "ed@example.com",
  updatedAt: UPLOADED,
  updatedBy: "ed@example.com",
  uses: [],
  ...more,
});

const SPRITZ = image(7, "Two glasses of spritz on a sunny table", { credit: "Photo: Jane Doe", licence: "CC BY 4.0" });
const BAR = image(4, "The bar at the summer fair", {
  uses: [
    { kind: "storyBody", label: "A summer of spritz", href: "/admin/content/stories/3" },
    { kind: "authorAvatar", label: "Jane Doe", href: "/admin/content/authors/jane-doe" },
  ],
});
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];

const renderLibrary = (images: LibraryImage[] = [SPRITZ, BAR]) => render(<MediaLibrary images={images} />);
const cards = () => screen.getAllByTestId("media-card");
const card = (index: number) => within(cards()[index]);
const upload = () => within(screen.getByTestId("media-upload-form"));
const jpeg = (name = "spritz.jpg") => new File([new Uint8Array([...JPEG_START, ...new Array(2032).fill(0)])], name, { type: "image/jpeg" });
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("the library's cards", () => {
  it("shows each picture with its thumbnail, words, size, history, address and uses", () => {
    renderLibrary();
    expect(cards()).toHaveLength(2);
    expect(screen.getByTestId("media-count")).toHaveTextContent("2 pictures");
    const first = card(0);
    const thumb = cards()[0].querySelector("img");
    expect(thumb).toHaveAttribute("src", "/media/library/7-320.webp");
    expect(thumb).toHaveAttribute("alt", "");
    expect(thumb).toHaveAttribute("loading", "lazy");
    expect(first.getByText("Two glasses of spritz on a sunny table")).toBeInTheDocument();
    expect(first.getByText(/1600 × 1200 px/)).toBeInTheDocument();
    expect(first.getByText("Photo: Jane Doe")).toBeInTheDocument();
    expect(first.getByText("Licence: CC BY 4.0")).toBeInTheDocument();
    expect(first.getByText(/^Uploaded/)).toHaveTextContent("Uploaded 26 Nov 2026 by ed@example.com");
    expect(first.getByRole("textbox", { name: "Address of picture 7" })).toHaveValue("/media/library/7.webp");
    expect(first.getByText("Not used yet")).toBeInTheDocument();
    expect(card(1).getByText("No credit given")).toBeInTheDocument();
  });

  it("says why a used picture cannot be deleted, links its uses and offers no Delete", () => {
    renderLibrary();
    const used = card(1);
    expect(used.getByTestId("media-in-use")).toHaveTextContent(mediaInUseMessage(2));
    expect(used.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(used.getByRole("button", { name: "Edit details (picture 4)" })).toBeInTheDocument();
    const uses = within(used.getByRole("list", { name: "Used in" }));
    expect(uses.getByRole("link", { name: "A summer of spritz" })).toHaveAttribute("href", "/admin/content/stories/3");
    expect(uses.getByRole("link", { name: "Jane Doe" }).closest("li")).toHaveTextContent("Portrait of Jane Doe");
  });

  it("finds pictures by alt text, credit or licence, and says when none match", () => {
    renderLibrary();
    const filter = screen.getByRole("searchbox", { name: "Find pictures" });
    type(filter, "jane");
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId("media-count")).toHaveTextContent("1 of 2 pictures");
    type(filter, "fair");
    expect(card(0).getByText("The bar at the summer fair")).toBeInTheDocument();
    type(filter, "zebra");
    expect(screen.queryAllByTestId("media-card")).toHaveLength(0);
    expect(screen.getByText(/matches “zebra”/)).toBeInTheDocument();
  });

  it("invites the first upload when the library is empty", () => {
    renderLibrary([]);
    expect(screen.getByText("No pictures yet. Add the first one above.")).toBeInTheDocument();
    expect(screen.getByTestId("media-count")).toHaveTextContent("0 pictures");
  });
});

describe("adding a picture", () => {
  it("sends the file and its words with the token, then shows the new card first and says so", async () => {
    renderLibrary();
    const fileInput = upload().getByLabelText("Picture (JPEG, PNG or WebP)");
    expect(fileInput).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    choose(fileInput, jpeg());
    expect(upload().getByText(/^Chosen:/)).toHaveTextContent("Chosen: spritz.jpg (2 KB)");
    type(upload().getByLabelText("Alt text"), "  A can of lager   on ice ");
    type(upload().getByLabelText(/^Credit/), "Photo: Sam Lee");
    type(upload().getByLabelText(/^Licence/), "Our own");

    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.click(upload().getByRole("button", { name: "Upload picture" }));
    expect(await upload().findByRole("button", { name: "Uploading…" })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/content/media");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer editor-token");
    const form = init?.body as FormData;
    expect(form.get("file")).toBeInstanceOf(File);
    expect([form.get("alt"), form.get("credit"), form.get("licence")]).toEqual(["A can of lager on ice", "Photo: Sam Lee", "Our own"]);

    const added = image(12, "A can of lager on ice", { credit: "Photo: Sam Lee", licence: "Our own", createdAt: "2026-12-01T09:00:00.000Z" });
    await act(async () => release(new Response(JSON.stringify({ data: { image: added } }), { status: 201 })));
    const status = await screen.findByText("Picture added.");
    expect(status).toHaveAttribute("role", "status");
    await waitFor(() => expect(status).toHaveFocus());
    expect(cards()).toHaveLength(3);
    expect(card(0).getByText("A can of lager on ice")).toBeInTheDocument();
    expect(screen.getByTestId("media-count")).toHaveTextContent("3 pictures");
    expect(upload().getByLabelText("Alt text")).toHaveValue("");
    expect(upload().queryByText(/^Chosen:/)).toBeNull();
    expect(upload().getByRole("button", { name: "Upload picture" })).toBeEnabled();
  });

  it("refuses a GIF named .jpg by its bytes, beside the field, sending nothing", async () => {
    renderLibrary();
    const fileInput = upload().getByLabelText("Picture (JPEG, PNG or WebP)");
    choose(fileInput, new File([new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0])], "can.jpg", { type: "image/jpeg" }));
    type(upload().getByLabelText("Alt text"), "A can of lager on ice");
    fireEvent.click(upload().getByRole("button", { name: "Upload picture" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("There is a problem");
    expect(summary).toHaveTextContent("This file is a GIF; upload a JPEG, PNG or WebP photo.");
    await waitFor(() => expect(summary).toHaveFocus());
    expect(fileInput).toHaveAttribute("aria-invalid", "true");
    expect(fileInput).toHaveAccessibleDescription(expect.stringContaining("This file is a GIF"));
    expect(upload().getByLabelText("Alt text")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a file and alt text before sending anything", async () => {
    renderLibrary();
    fireEvent.click(upload().getByRole("button", { name: "Upload picture" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Choose a picture to upload: a JPEG, PNG or WebP file.",
      "Describe the photo in a few words (its alt text), for readers who cannot see it.",
    ]);
    expect(upload().getByLabelText("Alt text")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the file", async () => {
    renderLibrary();
    choose(upload().getByLabelText("Picture (JPEG, PNG or WebP)"), jpeg());
    type(upload().getByLabelText("Alt text"), "A can of lager on ice");
    answer(422, { code: "photoUnreadable", message: "This file starts like a JPEG but cannot be read as a photo." });
    fireEvent.click(upload().getByRole("button", { name: "Upload picture" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This file starts like a JPEG but cannot be read as a photo.");
    expect(upload().getByLabelText("Picture (JPEG, PNG or WebP)")).toHaveAttribute("aria-invalid", "true");
    expect(cards()).toHaveLength(2);
  });
});

describe("a picture's actions", () => {
  it("edits the details in place and saves them with PATCH", async () => {
    renderLibrary();
    fireEvent.click(card(0).getByRole("button", { name: "Edit details (picture 7)" }));
    const details = within(screen.getByRole("form", { name: "Details of picture 7" }));
    const alt = details.getByLabelText("Alt text");
    await waitFor(() => expect(alt).toHaveFocus());
    expect(alt).toHaveValue("Two glasses of spritz on a sunny table");
    type(alt, "Three glasses of spritz on a sunny table");
    type(details.getByLabelText(/^Licence/), "");
    answer(200, { data: { image: { ...SPRITZ, alt: "Three glasses of spritz on a sunny table", licence: "", updatedAt: "2026-12-02T10:00:00.000Z" } } });
    fireEvent.click(details.getByRole("button", { name: "Save" }));

    const status = await card(0).findByText("Details saved.");
    await waitFor(() => expect(status).toHaveFocus());
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/media/7");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("PATCH");
    expect(sentBody()).toEqual({ alt: "Three glasses of spritz on a sunny table", credit: "Photo: Jane Doe", licence: "" });
    expect(card(0).getByText("Three glasses of spritz on a sunny table")).toBeInTheDocument();
    expect(card(0).queryByText(/^Licence:/)).toBeNull();
    expect(screen.queryByRole("form", { name: "Details of picture 7" })).toBeNull();
  });

  it("asks before deleting; Keep it sends nothing, Delete removes the card", async () => {
    renderLibrary();
    fireEvent.click(card(0).getByRole("button", { name: "Delete… (picture 7)" }));
    const question = card(0).getByRole("group", { name: "Delete picture 7?" });
    expect(question).toHaveTextContent("Delete this picture? This cannot be undone.");
    await waitFor(() => expect(within(question).getByRole("button", { name: "Delete" })).toHaveFocus());
    fireEvent.click(within(question).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(card(0).getByRole("button", { name: "Delete… (picture 7)" })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(card(0).getByRole("button", { name: "Delete… (picture 7)" }));
    answer(200, { data: { images: [BAR] } });
    fireEvent.click(card(0).getByRole("button", { name: "Delete" }));
    const status = await screen.findByText("Picture deleted.");
    await waitFor(() => expect(status).toHaveFocus());
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/media/7");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("DELETE");
    expect(cards()).toHaveLength(1);
    expect(card(0).getByText("The bar at the summer fair")).toBeInTheDocument();
  });

  it("replaces the file behind the same address and says every use shows it", async () => {
    renderLibrary();
    fireEvent.click(card(1).getByRole("button", { name: "Replace… (picture 4)" }));
    const replace = within(screen.getByRole("form", { name: "Replace picture 4" }));
    expect(replace.getByText(/The new picture takes this one's place in every story that uses it\./)).toBeInTheDocument();
    choose(replace.getByLabelText("New picture (JPEG, PNG or WebP)"), jpeg("bar-new.jpg"));
    answer(200, { data: { image: { ...BAR, version: 2, updatedAt: "2026-12-03T14:05:00.000Z", updatedBy: "sam@example.com" } } });
    fireEvent.click(replace.getByRole("button", { name: "Replace picture" }));

    const status = await card(1).findByText("Picture replaced: every use now shows the new one.");
    await waitFor(() => expect(status).toHaveFocus());
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method]).toEqual(["/api/admin/content/media/4/file", "PUT"]);
    expect((init?.body as FormData).get("file")).toBeInstanceOf(File);
    expect(card(1).getByText(/^Replaced/)).toHaveTextContent("Replaced 3 Dec 2026 by sam@example.com");
    expect(card(1).getByRole("textbox", { name: "Address of picture 4" })).toHaveValue("/media/library/4.webp");
  });
});
