// The shop's one page on strength: what 0.0%, 0.05% and 0.5% ABV mean on a UK label, how much
// alcohol 0.5% is next to a pint of ordinary beer, who should choose 0.0%, and why the shop sells
// 0.5% drinks at all. Linked from the shop's front page, every product page and the ABV filter.
// Every figure in the comparison is worked out from size and strength (lib/catalogue/abv-units.ts),
// never typed in; the sections are their own components in this folder.
import Link from "next/link";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { AbvFindingYourStrength, AbvWhoShouldChooseZero, AbvWhyWeSell05 } from "./AbvChoosingStrength";
import styles from "./AbvExplainer.module.css";
import { AbvHowMuchAlcohol } from "./AbvHowMuchAlcohol";
import { AbvLabelTerms } from "./AbvLabelTerms";

export const ABV_EXPLAINER_TITLE = "0.0%, 0.05% or 0.5%: what alcohol-free means";
export const ABV_EXPLAINER_DESCRIPTION =
  "What 0.0%, 0.05% and 0.5% ABV mean on a UK label, how much alcohol 0.5% really is next to a pint of 4% beer, and who should choose 0.0%.";

const TOP_CATEGORIES = CATEGORY_TREE.filter((category) => category.parentSlug === null);

export function AbvExplainer() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "Shop", href: "/shop" }, { label: "What alcohol-free means" }]}
        eyebrow="Shop guide"
        title={ABV_EXPLAINER_TITLE}
        standfirst="Our shelves hold drinks at three strengths. Here is what each number on the label means, how much alcohol is really in a 0.5% drink, and when only 0.0% will do."
      />
      <Prose>
        <AbvLabelTerms />
        <AbvHowMuchAlcohol />
        <AbvWhoShouldChooseZero />
        <AbvWhyWeSell05 />
        <AbvFindingYourStrength />
      </Prose>
      <nav aria-labelledby="explainer-aisles" className={styles.aisles}>
        <h2 id="explainer-aisles">Browse the aisles</h2>
        <ul>
          {TOP_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link href={`/shop/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageLayout>
  );
}
