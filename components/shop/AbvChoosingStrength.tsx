// The explainer's closing sections: who is better off with 0.0%, why the shop still sells 0.5%,
// and where the ABV filter is.
import { CAN_05, PINT, figure, unitsOf } from "@/lib/catalogue/abv-units";

export function AbvWhoShouldChooseZero() {
  return (
    <>
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
    </>
  );
}

export function AbvWhyWeSell05() {
  return (
    <>
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
    </>
  );
}

export function AbvFindingYourStrength() {
  return (
    <>
      <h2 id="find-yours">Finding the strength you want</h2>
      <p>
        Every listing in the shop, from a single aisle to a search, has an ABV filter: choose
        &ldquo;0.0% only&rdquo;, &ldquo;up to 0.05%&rdquo; or &ldquo;up to 0.5%&rdquo;. The exact
        ABV is on every product card, every product page and every line of your basket.
      </p>
    </>
  );
}
