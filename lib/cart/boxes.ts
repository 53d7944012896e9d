// Packaging box types and which box a container goes in (docs/decisions/boxes-must-be-full.md).
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "../constants";
import type { BoxType } from "./types";

export interface PackagingBoxType {
  type: BoxType;
  quantity: number;
  name: string;
  shortName: string;
  displayName: string;
  description: string;
  imageUrl: string;
}

export const BOX_TYPES: readonly BoxType[] = ["boxType_330", "boxType_500", "boxType_750"];

export const PACKAGING_BOX_TYPES: Record<BoxType, PackagingBoxType> = {
  boxType_330: {
    type: "boxType_330",
    quantity: BOX_CAPACITIES.boxType_330,
    name: "small bottle",
    shortName: "Small",
    displayName: "Small Drinks Box",
    description: `Holds ${BOX_CAPACITIES.boxType_330} bottles or cans of 330 ml or smaller.`,
    imageUrl: "/images/boxes/small-drinks-box.svg",
  },
  boxType_500: {
    type: "boxType_500",
    quantity: BOX_CAPACITIES.boxType_500,
    name: "large bottle",
    shortName: "Large",
    displayName: "Large Beers Box",
    description: `Holds ${BOX_CAPACITIES.boxType_500} bottles or cans of 440–500 ml.`,
    imageUrl: "/images/boxes/large-beers-box.svg",
  },
  boxType_750: {
    type: "boxType_750",
    quantity: BOX_CAPACITIES.boxType_750,
    name: "wine bottle",
    shortName: "Wine",
    displayName: "Wine & Spirits Box",
    description: `Holds ${HALF_BOX_750_CAPACITY} or ${BOX_CAPACITIES.boxType_750} bottles of 500–750 ml wines and spirits.`,
    imageUrl: "/images/boxes/wine-and-spirits-box.svg",
  },
};

/** The box a container of this size travels in: ≤330 ml small, 331–500 ml large, over 500 ml wine. */
export function boxTypeForContainer(sizeMl: number): BoxType {
  if (sizeMl <= 330) return "boxType_330";
  if (sizeMl <= 500) return "boxType_500";
  return "boxType_750";
}
