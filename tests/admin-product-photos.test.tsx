// @vitest-environment jsdom
// The back office's Photos panel (components/admin/products/ProductPhotos.tsx): photos listed in
// shop order with their alt text labelled; an upload without alt text, or of a file that is not a
// JPEG, PNG or WebP by its bytes, is refused beside the upload before anything is sent; the
// server's sentence shows there too; moves send the whole new order; delete asks first.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductPhotos } from "@/components/admin/products/ProductPhotos";
import { AdminActionError } from "@/lib/admin/client";
import type { AdminProductPhoto } from "@/lib/media/contract";

const client = vi.hoisted(() => ({
  listProductPhotos: vi.fn(),
  uploadProductPhoto: vi.fn(),
  updateProductPhotoAlt: vi.fn(),
  reorderProductPhotos: vi.fn(),
  deleteProductPhoto: vi.fn(),
}));
vi.mock("@/lib/media/client", () => client);

const photo = (id: number, alt: string, position: number): AdminProductPhoto => ({ id, alt, format: "jpeg", width: 1200, height: 900, position, createdAt: "2026-11-26T10:00:00.000Z" });
const front = photo(7, "The can from the front", 1);
const back = photo(9, "The back label with ingredients", 2);
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];

beforeEach(() => {
  for (const mock of Object.values(client)) mock.mockReset();
  client.listProductPhotos.mockResolvedValue([front, back]);
});
afterEach(cleanup);

async function renderPanel() {
  render(<ProductPhotos slug="test-lager" />);
  await screen.findByLabelText("Alt text for photo 1");
}

const chooseFile = (bytes: number[], name: string, type: string) =>
  fireEvent.change(screen.getByLabelText("Photo (JPEG, PNG or WebP)"), { target: { files: [new File([new Uint8Array(bytes)], name, { type })] } });

describe("the Photos panel", () => {
  it("lists the photos in shop order with thumbnails and labelled alt text", async () => {
    await renderPanel();
    expect(client.listProductPhotos).toHaveBeenCalledWith("test-lager");
    const rows = screen.getAllByTestId("photo-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole("presentation")).toHaveAttribute("src", "/media/products/7-320.webp");
    expect(screen.getByLabelText("Alt text for photo 1")).toHaveValue("The can from the front");
    expect(screen.getByLabelText("Alt text for photo 2")).toHaveValue("The back label with ingredients");
    expect(screen.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move photo 2 down" })).toBeDisabled();
    expect(screen.getByText("2 of 12")).toBeInTheDocument();
  });

  it("refuses an upload without alt text beside the upload, sending nothing", async () => {
    await renderPanel();
    chooseFile(JPEG_START, "can.jpg", "image/jpeg");
    fireEvent.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByTestId("photo-upload-error")).toHaveTextContent("Describe the photo in a few words (its alt text), for shoppers who cannot see it.");
    expect(screen.getByLabelText("Alt text: what the photo shows")).toHaveAttribute("aria-invalid", "true");
    expect(client.uploadProductPhoto).not.toHaveBeenCalled();
  });

  it("refuses a GIF named .jpg by its bytes, sending nothing", async () => {
    await renderPanel();
    chooseFile([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0], "can.jpg", "image/jpeg");
    fireEvent.change(screen.getByLabelText("Alt text: what the photo shows"), { target: { value: "The can from the front" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByTestId("photo-upload-error")).toHaveTextContent("This file is a GIF; upload a JPEG, PNG or WebP photo.");
    expect(client.uploadProductPhoto).not.toHaveBeenCalled();
  });

  it("sends a photo with its alt text, and shows the server's refusal beside the upload", async () => {
    client.uploadProductPhoto.mockRejectedValueOnce(new AdminActionError("This file starts like a JPEG but cannot be read as a photo.", 400, "photoUnreadable"));
    await renderPanel();
    chooseFile(JPEG_START, "can.jpg", "image/jpeg");
    fireEvent.change(screen.getByLabelText("Alt text: what the photo shows"), { target: { value: "  A can on the bar " } });
    fireEvent.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByTestId("photo-upload-error")).toHaveTextContent("This file starts like a JPEG but cannot be read as a photo.");
    expect(client.uploadProductPhoto).toHaveBeenCalledWith("test-lager", expect.any(File), "A can on the bar");
  });

  it("moves a photo down by sending the whole new order", async () => {
    client.reorderProductPhotos.mockResolvedValue([{ ...back, position: 1 }, { ...front, position: 2 }]);
    await renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Move photo 1 down" }));
    await waitFor(() => expect(screen.getByLabelText("Alt text for photo 1")).toHaveValue("The back label with ingredients"));
    expect(client.reorderProductPhotos).toHaveBeenCalledWith("test-lager", [9, 7]);
    expect(screen.getByText("Order saved.")).toBeInTheDocument();
  });

  it("asks before deleting, and keeps the photo when told to", async () => {
    client.deleteProductPhoto.mockResolvedValue([back]);
    await renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(client.deleteProductPhoto).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(screen.getAllByTestId("photo-row")).toHaveLength(1));
    expect(client.deleteProductPhoto).toHaveBeenCalledWith("test-lager", 7);
  });
});
