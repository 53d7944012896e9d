import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "@/lib/constants";
import styles from "./BoxTypes.module.css";

interface BoxType {
  key: keyof typeof BOX_CAPACITIES;
  name: string;
  /** How many it holds, e.g. "24" or "6 or 12". */
  count: string;
  /** What it holds, read after the count: "bottles or cans of 330 ml or smaller". */
  contents: string;
  detail: string;
  capacity: number;
  /** The wine box's half box: drawn as the first part of the grid. */
  halfCapacity?: number;
  columns: number;
}

/** The three box types of docs/decisions/boxes-must-be-full.md, with the capacities from lib/constants. */
export const BOX_TYPES: BoxType[] = [
  {
    key: "boxType_330",
    name: "Small Drinks Box",
    count: `${BOX_CAPACITIES.boxType_330}`,
    contents: "bottles or cans of 330 ml or smaller",
    detail: "Soft drinks, mixers, canned cocktails, ciders and small beers, mixed any way you like.",
    capacity: BOX_CAPACITIES.boxType_330,
    columns: 6,
  },
  {
    key: "boxType_500",
    name: "Large Beers Box",
    count: `${BOX_CAPACITIES.boxType_500}`,
    contents: "bottles or cans of 440 ml to 500 ml",
    detail: "Pint-sized beers, ales and ciders: build a box of one favourite or a dozen different ones.",
    capacity: BOX_CAPACITIES.boxType_500,
    columns: 4,
  },
  {
    key: "boxType_750",
    name: "Wine & Spirits Box",
    count: `${HALF_BOX_750_CAPACITY} or ${BOX_CAPACITIES.boxType_750}`,
    contents: "bottles over 500 ml, up to 750 ml",
    detail: `Wines, spirits and large bottles. A half box of ${HALF_BOX_750_CAPACITY} works as well as a full box of ${BOX_CAPACITIES.boxType_750}.`,
    capacity: BOX_CAPACITIES.boxType_750,
    halfCapacity: HALF_BOX_750_CAPACITY,
    columns: 4,
  },
];

/** A bird's-eye view of a box: one circle per bottle space. */
function BoxDiagram({ capacity, columns, halfCapacity }: Pick<BoxType, "capacity" | "columns" | "halfCapacity">) {
  const rows = Math.ceil(capacity / columns);
  const cell = 20;
  const pad = 8;
  const width = columns * cell + pad * 2;
  const height = rows * cell + pad * 2;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={styles.diagram} aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width={width - 3} height={height - 3} rx="8" className={styles.diagramBox} />
      {Array.from({ length: capacity }, (_, index) => (
        <circle
          key={index}
          cx={pad + (index % columns) * cell + cell / 2}
          cy={pad + Math.floor(index / columns) * cell + cell / 2}
          r={cell / 2 - 3}
          className={halfCapacity && index >= halfCapacity ? styles.dotAlt : styles.dot}
        />
      ))}
    </svg>
  );
}

interface BoxTypesProps {
  /** Level of each box's name, below the heading of the section that shows the boxes. */
  headingLevel?: 2 | 3;
  /** "dark" when shown on a dark band. */
  tone?: "light" | "dark";
  /** Show the full-box rule under the cards. */
  showRule?: boolean;
}

/** The three box types and the rule that every box in the cart must be full. */
export function BoxTypes({ headingLevel = 3, tone = "light", showRule = true }: BoxTypesProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`${styles.wrapper} ${tone === "dark" ? styles.dark : ""}`}>
      <ul className={styles.list}>
        {BOX_TYPES.map((box) => (
          <li key={box.key} className={styles.card}>
            <BoxDiagram capacity={box.capacity} columns={box.columns} halfCapacity={box.halfCapacity} />
            <Heading className={styles.name}>{box.name}</Heading>
            <p className={styles.holds}>
              <strong className={styles.count}>{box.count}</strong> {box.contents}
            </p>
            <p className={styles.detail}>{box.detail}</p>
          </li>
        ))}
      </ul>
      {showRule ? (
        <p className={styles.rule}>
          <strong>Every box must be full before checkout.</strong> Mix and match within a box as you
          please; multipacks count by the bottle or can, so a four-pack fills four spaces. Your cart
          shows how many more drinks each box needs.
        </p>
      ) : null}
    </div>
  );
}
