import type { Metadata } from "next";
import { ABV_EXPLAINER_DESCRIPTION, ABV_EXPLAINER_TITLE, AbvExplainer } from "@/components/shop/AbvExplainer";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";

// What 0.0%, 0.05% and 0.5% ABV mean: a static page. As a static segment it is matched before
// app/shop/[category] (whose slugs come from the catalogue and never include this one).
export const metadata: Metadata = {
  title: ABV_EXPLAINER_TITLE,
  description: ABV_EXPLAINER_DESCRIPTION,
  alternates: { canonical: ABV_EXPLAINER_PATH },
  openGraph: { title: ABV_EXPLAINER_TITLE, description: ABV_EXPLAINER_DESCRIPTION, url: ABV_EXPLAINER_PATH },
};

export default function AlcoholFreeExplainedPage() {
  return <AbvExplainer />;
}
