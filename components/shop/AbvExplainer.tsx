// The shop's one page on strength: what 0.0%, 0.05% and 0.5% ABV mean on a UK label, how much
// alcohol 0.5% is next to a pint of ordinary beer, who should choose 0.0%, and why the shop sells
// 0.5% drinks at all. Linked from the shop's front page, every product page and the ABV filter.
// Every figure in the comparison is worked out here from size and strength, never typed in.
import Link from "next/link";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { abvNumber } from "@/lib/catalogue/abv";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import styles from "./AbvExplainer.module.css";

export const ABV_EXPLAINER_TITLE = "0.0%, 0.05% or 0.5%: what alcohol-free means";
export const ABV_EXPLAINER_DESCRIPTION =
  "What 0.0%, 0.05% and 0.5% ABV mean on a UK label, how much alcohol 0.5% really is next to a pint of 4% beer, and who should choose 0.0%.";

/** One UK unit is 10 ml of pure alcohol. */
export const ML_PER_UNIT = 10;

/** Millilitres of pure alcohol in a drink of this size and strength. */
export function pureAlcoholMl(sizeMl: number, abv: number): number {
  return (sizeMl * abv) / 100;
}

export function unitsOf(sizeMl: number, abv: number): number {
  return pureAlcoholMl(sizeMl, abv) / ML_PER_UNIT;
}

/** Three significant figures, trailing zeros dropped: 22.72 → "22.7", 0.165 → "0.165", 21 → "21". */
export function figure(value: number): string {
  return value === 0 ? "0" : String(Number(value.toPrecision(3)));
}

/** The comparison table's drinks, strongest first. */
export const COMPARISON = [
  { drink: "A pint of 4% beer", sizeMl: 568, abv: 4 },
  { drink: "A medium glass of 12% wine", sizeMl: 175, abv: 12 },
  { drink: "A bottle of 0.5% wine", sizeMl: 750, abv: 0.5 },
  { drink: "A can of 0.5% beer", sizeMl: 330, abv: 0.5 },
  { drink: "A can of 0.05% beer", sizeMl: 330, abv: 0.05 },
] as const;

const PINT = COMPARISON[0];
const WINE_GLASS = COMPARISON[1];
const WINE_BOTTLE = COMPARISON[2];
const CAN_05 = COMPARISON[3];
const CAN_005 = COMPARISON[4];

/** How many cans at 0.5% hold the alcohol of one pint of 4% beer (13.8, so "about 14"). */
export const CANS_PER_PINT = Math.round(pureAlcoholMl(PINT.sizeMl, PINT.abv) / pureAlcoholMl(CAN_05.sizeMl, CAN_05.abv));
/** The same at 0.05% (about 138). */
export const WEAK_CANS_PER_PINT = Math.round(pureAlcoholMl(PINT.sizeMl, PINT.abv) / pureAlcoholMl(CAN_005.sizeMl, CAN_005.abv));
/** A whole bottle of 0.5% wine against one 175 ml glass of 12% wine, as a share (0.18). */
export const BOTTLE_SHARE_OF_GLASS = pureAlcoholMl(WINE_BOTTLE.sizeMl, WINE_BOTTLE.abv) / pureAlcoholMl(WINE_GLASS.sizeMl, WINE_GLASS.abv);

const TOP_CATEGORIES = CATEGORY_TREE.filter((category) => category.parentSlug === null);

export function AbvExplainer() {
  const pintMl = pureAlcoholMl(PINT.sizeMl, PINT.abv);
  const canMl = pureAlcoholMl(CAN_05.sizeMl, CAN_05.abv);
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "Shop", href: "/shop" }, { label: "What alcohol-free means" }]}
        eyebrow="Shop guide"
        title={ABV_EXPLAINER_TITLE}
        standfirst="Our shelves hold drinks at three strengths. Here is what each number on the label means, how much alcohol is really in a 0.5% drink, and when only 0.0% will do."
      />
      <Prose>
        <h2 id="three-numbers">Three numbers, three meanings</h2>
        <p>
          ABV is alcohol by volume: the share of the drink that is pure alcohol. Every drink we sell
          shows its exact ABV on its product page, on its card in every listing and on its line in
          your basket. The words around that number come from the UK government&rsquo;s 2018
          guidance on low-alcohol descriptors:
        </p>
        <dl className={styles.terms}>
          <div>
            <dt>0.0%</dt>
            <dd>
              The label rounds to zero: whatever alcohol there is comes to less than 0.05%, too
              little to show at one decimal place. Tonics and mixers never had any; a 0.0% beer or
              spirit alternative either never did or has had it taken out to that level. The choice
              when you want none.
            </dd>
          </div>
          <div>
            <dt>Up to 0.05%: &ldquo;alcohol-free&rdquo;</dt>
            <dd>
              The guidance lets a drink be called alcohol-free at 0.05% ABV or less. That is a trace:
              a 330 ml can at 0.05% holds {figure(pureAlcoholMl(CAN_005.sizeMl, CAN_005.abv))} ml of alcohol.
            </dd>
          </div>
          <div>
            <dt>Up to 0.5%: &ldquo;de-alcoholised&rdquo;</dt>
            <dd>
              A drink made as wine, beer or cider in the usual way, which then had its alcohol taken
              out until no more than 0.5% was left. Most alcohol-free wines, and many beers and ciders, are
              made this way.
            </dd>
          </div>
          <div>
            <dt>Up to 1.2%: &ldquo;low alcohol&rdquo;</dt>
            <dd>We sell nothing in this band: nothing in the shop is stronger than 0.5%.</dd>
          </div>
        </dl>
        <p>
          We name our aisles &ldquo;alcohol-free&rdquo; because that is the word most people use
          when they look for these drinks. In the guidance&rsquo;s own terms, though, a 0.5% wine
          or beer is de-alcoholised (or low-alcohol, if it was brewed to that strength rather than
          having alcohol removed), not alcohol-free. That is why we never let the aisle name stand
          in for the number: check the ABV, or use the filter.
        </p>
        <p>
          In September 2023 the Department of Health and Social Care consulted on raising the
          &ldquo;alcohol-free&rdquo; limit in England to 0.5%, the level some other countries use. A
          consultation is a question, not a change: whatever the label rules say, we show the
          number.
        </p>

        <h2 id="how-much">How much alcohol is 0.5%?</h2>
        <p>
          Very little, but not none. One UK unit is {ML_PER_UNIT} ml of pure alcohol. A pint (
          {PINT.sizeMl} ml) of {PINT.abv}% beer holds {figure(pintMl)} ml, about{" "}
          {figure(unitsOf(PINT.sizeMl, PINT.abv))} units. A {CAN_05.sizeMl} ml can at{" "}
          {abvNumber(CAN_05.abv)}% holds {figure(canMl)} ml, or {figure(unitsOf(CAN_05.sizeMl, CAN_05.abv))} of a unit. So it
          takes about {CANS_PER_PINT} cans of 0.5% beer to add up to the alcohol in that one pint,
          and about {WEAK_CANS_PER_PINT} cans at 0.05%.
        </p>
        <p>
          Wine is similar: a whole 750 ml bottle of 0.5% wine holds less than a fifth of the alcohol
          in a single 175 ml glass of 12% wine.
        </p>
        <div className={styles.tableWrap} role="region" aria-labelledby="comparison-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="comparison-caption">Pure alcohol and UK units in common drinks</caption>
            <thead>
              <tr>
                <th scope="col">Drink</th>
                <th scope="col">Size</th>
                <th scope="col">Pure alcohol</th>
                <th scope="col">Units</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.drink}>
                  <th scope="row">{row.drink}</th>
                  <td>{row.sizeMl} ml</td>
                  <td>{figure(pureAlcoholMl(row.sizeMl, row.abv))} ml</td>
                  <td>{figure(unitsOf(row.sizeMl, row.abv))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2 id="choose-zero">Who should choose 0.0%</h2>
        <p>For most adults cutting down, 0.5% is a world away from a full-strength drink. Some people are better off with none at all:</p>
        <ul>
          <li>
            <strong>If you are pregnant or trying to become pregnant.</strong> The NHS says the
            safest approach is not to drink alcohol at all, to keep risks to your baby to a minimum.
            Choose 0.0%, and ask your midwife or GP if you are unsure about a drink.
          </li>
          <li>
            <strong>If you take a medicine that should not be mixed with alcohol.</strong> Some
            medicines interact with even small amounts. Check the leaflet that comes with it, or
            ask your pharmacist, before choosing anything above 0.0%.
          </li>
          <li>
            <strong>If you are in recovery from alcohol dependence.</strong> For some people the
            taste, smell and ritual of a familiar drink can bring back cravings, whatever its
            strength. Talk to your GP, key worker or support group about whether alcohol-free
            drinks suit you; if they do, 0.0% keeps the alcohol out entirely. If you drink heavily
            every day and want to stop, speak to your GP before you do: stopping suddenly can cause
            withdrawal symptoms, which can be dangerous.
          </li>
          <li>
            <strong>If your faith asks you to avoid alcohol.</strong> 0.0% is the clearest choice.
            Some people also avoid drinks that began as alcohol, such as de-alcoholised wine; if
            that matters to you, follow the guidance you trust.
          </li>
          <li>
            <strong>If you are driving and want zero.</strong> 0.0% takes the question away.
          </li>
        </ul>

        <h2 id="why-05">Why we still sell 0.5%</h2>
        <p>
          Most alcohol-free wine, and much of the beer and cider, starts as the real thing and has
          its alcohol taken out afterwards. Taking out the last traces takes more processing, and many winemakers and
          brewers find their drink keeps more of its body and aroma at 0.5%. Swap a pint of{" "}
          {PINT.abv}% beer for a can at 0.5% and you drink {figure(unitsOf(PINT.sizeMl, PINT.abv) - unitsOf(CAN_05.sizeMl, CAN_05.abv))}{" "}
          fewer units; whether that can is 0.5% or 0.0% makes less than a fifth of a unit&rsquo;s
          difference.
        </p>
        <p>
          Small amounts of alcohol are also not unusual in food. Alcohol forms naturally wherever
          yeast meets sugar, so ripe fruit, some fruit juices, bread dough and kombucha can all
          contain traces of it.
        </p>

        <h2 id="find-yours">Finding the strength you want</h2>
        <p>
          Every listing in the shop, from a single aisle to a search, has an ABV filter: choose
          &ldquo;0.0% only&rdquo;, &ldquo;up to 0.05%&rdquo; or &ldquo;up to 0.5%&rdquo;. The exact
          ABV is on every product card, every product page and every line of your basket.
        </p>
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
