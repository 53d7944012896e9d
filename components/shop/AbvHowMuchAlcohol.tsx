// The explainer's "How much alcohol is 0.5%?": a pint against a can, and the comparison table,
// every figure worked out in lib/catalogue/abv-units.ts.
import { abvNumber } from "@/lib/catalogue/abv";
import { CANS_PER_PINT, CAN_05, COMPARISON, ML_PER_UNIT, PINT, WEAK_CANS_PER_PINT, figure, pureAlcoholMl, unitsOf } from "@/lib/catalogue/abv-units";
import styles from "./AbvExplainer.module.css";

export function AbvHowMuchAlcohol() {
  const pintMl = pureAlcoholMl(PINT.sizeMl, PINT.abv);
  const canMl = pureAlcoholMl(CAN_05.sizeMl, CAN_05.abv);
  return (
    <>
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
    </>
  );
}
