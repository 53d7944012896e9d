// Box validity (docs/decisions/boxes-must-be-full.md): a cart can check out only when every box is full.
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "../constants";
import { BOX_TYPES } from "./boxes";
import type { BoxType, CartItem, CartValidity } from "./types";

/** The parts of a cart line the box maths needs. */
export type BoxedLine = Pick<CartItem, "quantity" | "multipackQuantity"> & { metadata: Pick<CartItem["metadata"], "boxType"> };

const perBoxType = (value: (type: BoxType) => number) =>
  Object.fromEntries(BOX_TYPES.map((type) => [type, value(type)])) as Record<BoxType, number>;

/** How many more bottles or cans fill the last box of this type. */
export function remainderFor(type: BoxType, count: number): number {
  const capacity = BOX_CAPACITIES[type];
  if (type !== "boxType_750") return (capacity - (count % capacity)) % capacity;
  // Wine & Spirits: a leftover of 1–6 fills a half box of 6, 7–11 a full box of 12.
  const leftover = count % capacity;
  if (leftover === 0) return 0;
  return leftover <= HALF_BOX_750_CAPACITY ? HALF_BOX_750_CAPACITY - leftover : capacity - leftover;
}

export function cartValidity(items: readonly BoxedLine[]): CartValidity {
  const counts = perBoxType((type) =>
    items.filter((item) => item.metadata.boxType === type).reduce((sum, item) => sum + item.quantity * item.multipackQuantity, 0),
  );
  const remainders = perBoxType((type) => remainderFor(type, counts[type]));
  // Boxes once full: a half box of wine counts as one box.
  const boxes = perBoxType((type) => Math.ceil(counts[type] / BOX_CAPACITIES[type]));
  return { counts, boxes, remainders, valid: BOX_TYPES.every((type) => remainders[type] === 0) };
}
