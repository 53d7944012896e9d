// The explainer's first section: what 0.0%, 0.05% and 0.5% mean on a UK label, in the words of
// the 2018 guidance on low-alcohol descriptors.
import { CAN_005, figure, pureAlcoholMl } from "@/lib/catalogue/abv-units";
import styles from "./AbvExplainer.module.css";

export function AbvLabelTerms() {
  return (
    <>
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
    </>
  );
}
