// The help centre's and the policies' words (content/help/types.ts) as HTML: paragraphs, bulleted
// lists and numbered steps, with links to the site's own pages. Styled by the <Prose> around them.
import Link from "next/link";
import { Fragment } from "react";
import type { HelpBlock, HelpText } from "@/content/help/types";
import { canonicalHref } from "@/lib/navigation";

function Runs({ texts }: { texts: HelpText[] }) {
  return (
    <>
      {texts.map((text, index) =>
        typeof text === "string" ? (
          <Fragment key={index}>{text}</Fragment>
        ) : (
          <Link key={index} href={canonicalHref(text.href)}>
            {text.text}
          </Link>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: HelpBlock }) {
  if ("paragraph" in block) {
    return (
      <p>
        <Runs texts={block.paragraph} />
      </p>
    );
  }
  const items = "list" in block ? block.list : block.steps;
  const ListTag = "list" in block ? "ul" : "ol";
  return (
    <ListTag>
      {items.map((item, index) => (
        <li key={index}>
          <Runs texts={item} />
        </li>
      ))}
    </ListTag>
  );
}

export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
