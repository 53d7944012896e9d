// How full each box is, in words and numbers, for the mini cart and checkout.
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "../constants";
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "./boxes";
import type { BoxType, CartValidity } from "./types";

export interface BoxProgress {
  type: BoxType;
  displayName: string;
  count: number;
  remainder: number;
  /** Bottles or cans in the box being filled, and that box's size (6 for a half wine box). */
  inCurrentBox: number;
  currentBoxSize: number;
  boxes: number;
  full: boolean;
  text: string;
}

export function boxProgress(validity: CartValidity): BoxProgress[] {
  return BOX_TYPES.filter((type) => validity.counts[type] > 0).map((type) => {
    const count = validity.counts[type];
    const remainder = validity.remainders[type];
    const { displayName } = PACKAGING_BOX_TYPES[type];
    const currentBoxSize = type === "boxType_750" && remainder > 0 && count % BOX_CAPACITIES[type] <= HALF_BOX_750_CAPACITY ? HALF_BOX_750_CAPACITY : BOX_CAPACITIES[type];
    const inCurrentBox = remainder === 0 ? currentBoxSize : currentBoxSize - remainder;
    const boxes = validity.boxes[type];
    return {
      type,
      displayName,
      count,
      remainder,
      inCurrentBox,
      currentBoxSize,
      boxes,
      full: remainder === 0,
      text: remainder === 0 ? `${displayName}${boxes > 1 ? ` ×${boxes}` : ""} full` : `Add ${remainder} more to fill your ${displayName}`,
    };
  });
}
