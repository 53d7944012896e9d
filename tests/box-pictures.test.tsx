// @vitest-environment jsdom
// Each packaging box type has a picture (spec §3: imageUrl): the file is in public/, and the mini
// cart's box rows and the packing slip show it beside the box's name. Decorative (alt=""), since
// the name is right there, and sized in the markup so nothing shifts when it loads.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PackingSlip } from "@/components/admin/slip/PackingSlip";
import { MiniCartBoxes } from "@/components/cart/MiniCartBoxes";
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import type { BoxType, CartItem } from "@/lib/cart/types";
import { cartItem } from "./support/cart-item";
import { orderFixture } from "./support/order-view";

afterEach(cleanup);

// Written out, not read from lib/cart/boxes.ts: the code under test must not supply the answer.
const PICTURES: Record<BoxType, string> = {
  boxType_330: "/images/boxes/small-drinks-box.svg",
  boxType_500: "/images/boxes/large-beers-box.svg",
  boxType_750: "/images/boxes/wine-and-spirits-box.svg",
};

/** A line of `quantity` single containers that travel in boxes of this type. */
function lineFor(boxType: BoxType, name: string, quantity: number): CartItem {
  const item = cartItem(name, 199, quantity, 1, `SKU-${boxType}`);
  return { ...item, metadata: { ...item.metadata, boxType } };
}

// One full small box, one full large box and a half wine box.
const items = [lineFor("boxType_330", "Test Lager", 24), lineFor("boxType_500", "Test Stout", 12), lineFor("boxType_750", "Test Red", 6)];

describe("box pictures", () => {
  it("exist under public/ for every box type", () => {
    for (const type of BOX_TYPES) {
      const file = join(process.cwd(), "public", PACKAGING_BOX_TYPES[type].imageUrl);
      expect(existsSync(file), `${type}: ${file}`).toBe(true);
    }
  });

  it("show beside each box in the mini cart", () => {
    render(<MiniCartBoxes items={items} />);
    for (const type of BOX_TYPES) {
      const image = screen.getByTestId(`box-progress-${type}`).querySelector("img");
      expect(image).toHaveAttribute("src", PICTURES[type]);
      expect(image).toHaveAttribute("alt", "");
      expect(image).toHaveAttribute("width", "40");
      expect(image).toHaveAttribute("height", "40");
    }
  });

  it("show in each box's heading on the packing slip, which keeps its name", () => {
    render(<PackingSlip order={orderFixture({ items, boxes: { boxType_330: 1, boxType_500: 1, boxType_750: 1 } })} />);
    const headings = {
      boxType_330: "Small Drinks Box 1 of 1",
      boxType_500: "Large Beers Box 1 of 1",
      boxType_750: "Wine & Spirits Box 1 of 1",
    } satisfies Record<BoxType, string>;
    const boxes = screen.getAllByTestId("slip-box");
    expect(boxes).toHaveLength(3);
    for (const [index, type] of BOX_TYPES.entries()) {
      const heading = within(boxes[index]).getByRole("heading", { level: 3, name: headings[type] });
      const image = heading.querySelector("img");
      expect(image).toHaveAttribute("src", PICTURES[type]);
      expect(image).toHaveAttribute("alt", "");
      expect(image).toHaveAttribute("width", "32");
      expect(image).toHaveAttribute("height", "32");
    }
  });
});
