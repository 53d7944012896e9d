"use client";
// The products a story (at most six) or a video (at most three) recommends, picked from the shop's
// list with a filter box. Chosen products stay in view whatever the filter, so one is never
// unticked unseen.
import { useId, useState } from "react";
import type { StoryFormOptions } from "@/lib/admin/content-contract";
import { STORY_INPUT_LIMITS } from "@/lib/content/story-input";
import { StoryChoiceGroup } from "./StoryField";
import styles from "./StoryWorkspace.styles";

/** What the picker needs of a form: the story editor's and the video editor's both fit. */
export interface ProductPickerEditor {
  values: { products: string[] };
  errors: { products?: string };
  set: (field: "products", value: string[]) => void;
}

interface StoryProductPickerProps {
  editor: ProductPickerEditor;
  products: StoryFormOptions["products"];
  /** The most that may be chosen: a story's by default. */
  max?: number;
  /** What the products are shown with, in the hint. */
  shownWith?: string;
  /** The filter box's id, for a form's error summary to move focus to. */
  filterId?: string;
}

export function StoryProductPicker({ editor, products, max = STORY_INPUT_LIMITS.products, shownWith = "the story", filterId: givenFilterId }: StoryProductPickerProps) {
  const { values, errors, set } = editor;
  const generatedFilterId = useId();
  const filterId = givenFilterId ?? generatedFilterId;
  const [filter, setFilter] = useState("");
  const chosen = values.products;
  const full = chosen.length >= max;
  const needle = filter.trim().toLowerCase();
  // A chosen product the shop no longer lists still shows, by its slug, so it can be unticked.
  const missing = chosen.filter((slug) => !products.some((product) => product.slug === slug)).map((slug) => ({ slug, name: slug }));
  const shown = [...products, ...missing].filter((product) => chosen.includes(product.slug) || !needle || product.name.toLowerCase().includes(needle) || product.slug.includes(needle));
  const toggle = (slug: string, on: boolean) => set("products", on ? [...chosen, slug] : chosen.filter((item) => item !== slug));
  const hint = `Up to ${max}, shown with ${shownWith}. ${chosen.length} of ${max} chosen.`;
  return (
    <StoryChoiceGroup field="products" legend="Products" hint={hint} error={errors.products}>
      <div className={styles.field}>
        <label htmlFor={filterId}>Filter products</label>
        <input id={filterId} type="search" className={styles.input} value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p className={styles.hint}>No products match &ldquo;{filter}&rdquo;.</p>
      ) : (
        <ul className={styles.productList}>
          {shown.map((product) => {
            const checked = chosen.includes(product.slug);
            return (
              <li key={product.slug}>
                <label>
                  <input type="checkbox" checked={checked} disabled={full && !checked} onChange={(event) => toggle(product.slug, event.target.checked)} />
                  {product.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </StoryChoiceGroup>
  );
}
