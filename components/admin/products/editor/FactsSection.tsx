"use client";
// The product form's structured facts, from the closed vocabularies the shop's filters and the
// assistant read (lib/catalogue/product-facts-vocabulary.ts): what it stands in for, what it is
// good with, sweetness, body, dietary facts and serving suggestions.
import { editorFieldId, emptyServe, emptyStandIn } from "@/lib/admin/product-editor-form";
import { BODY, DIETARY, GOOD_WITH, MAX_SERVE_LENGTH, STAND_INS, SWEETNESS } from "@/lib/catalogue/product-facts";
import { ChoiceGroup, Field } from "./EditorField";
import { toggled, type SectionProps } from "./section-props";
import buttons from "../../Actions.styles";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

const STAND_IN_GROUPS = ["spirit", "liqueur", "aperitif", "wine", "beer", "cider", "cocktail"] as const;
const GROUP_NAMES: Record<(typeof STAND_IN_GROUPS)[number], string> = { spirit: "Spirits", liqueur: "Liqueurs", aperitif: "Aperitifs", wine: "Wines", beer: "Beers", cider: "Ciders", cocktail: "Cocktails" };
const MAX_STAND_INS = 4;
const MAX_SERVES = 3;

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={buttons.dangerOutline} onClick={onClick}>
        Remove<span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}

function StandInRows({ values, errors, setRow, addRow, removeRow }: SectionProps) {
  return (
    <ChoiceGroup field="facts.standsInFor" legend="Stands in for" optional hint="The drinks it replaces, up to 4; the assistant and the “Swap it for” filter use them." error={errors["facts.standsInFor"]}>
      <ul className={styles.rows} aria-label="Stands in for">
        {values.standsInFor.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <Field field={`facts.standsInFor.${index}.drink`} label={`Drink ${index + 1}`} hint="From the shop’s list." error={errors[`facts.standsInFor.${index}.drink`]}>
              {(control) => (
                <select {...control} className={form.input} value={row.drink} onChange={(event) => setRow("standsInFor", index, { drink: event.target.value })}>
                  <option value="">Choose a drink</option>
                  {STAND_IN_GROUPS.map((group) => (
                    <optgroup key={group} label={GROUP_NAMES[group]}>
                      {STAND_INS.filter((item) => item.group === group).map((item) => (
                        <option key={item.key} value={item.key}>
                          {item.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </Field>
            <Field field={`facts.standsInFor.${index}.in`} label="How" optional hint="Such as “in a G&T”." error={errors[`facts.standsInFor.${index}.in`]}>
              {(control) => <input {...control} className={form.input} value={row.how} onChange={(event) => setRow("standsInFor", index, { how: event.target.value })} autoComplete="off" />}
            </Field>
            <RemoveButton label={`drink ${index + 1}`} onClick={() => removeRow("standsInFor", index)} />
          </li>
        ))}
      </ul>
      <button type="button" id={editorFieldId("facts.standsInFor")} className={`${buttons.secondary} ${styles.addRow}`} disabled={values.standsInFor.length >= MAX_STAND_INS} onClick={() => addRow("standsInFor", emptyStandIn())}>
        Add a drink it stands in for
      </button>
    </ChoiceGroup>
  );
}

function GoodWithBoxes({ values, errors, set }: SectionProps) {
  return (
    <ChoiceGroup field="facts.goodWith" legend="Good with" hint="1 to 6 foods or occasions." error={errors["facts.goodWith"]}>
      {(["food", "occasion"] as const).map((kind) => (
        <div key={kind}>
          <p className={styles.boxGroup} id={`good-with-${kind}`}>
            {kind === "food" ? "Food" : "Occasions"}
          </p>
          <ul className={styles.boxes} aria-labelledby={`good-with-${kind}`}>
            {GOOD_WITH.filter((item) => item.kind === kind).map((item, index) => (
              <li key={item.key}>
                <label>
                  <input
                    type="checkbox"
                    id={kind === "food" && index === 0 ? editorFieldId("facts.goodWith") : undefined}
                    checked={values.goodWith.includes(item.key)}
                    onChange={(event) => set("goodWith", toggled(values.goodWith, item.key, event.target.checked))}
                  />
                  {item.label}
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </ChoiceGroup>
  );
}

/** One choice from a short list, as a row of radios (sweetness, body). */
function RadioRow({ field, legend, name, options, value, error, onChange }: { field: string; legend: string; name: string; options: readonly { key: string; label: string }[]; value: string; error?: string; onChange: (key: string) => void }) {
  return (
    <ChoiceGroup field={field} legend={legend} error={error}>
      <div className={styles.inline}>
        {options.map((option, index) => (
          <label key={option.key}>
            <input type="radio" name={name} id={index === 0 ? editorFieldId(field) : undefined} checked={value === option.key} onChange={() => onChange(option.key)} />
            {option.label}
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

function ServeRows({ values, errors, setRow, addRow, removeRow }: SectionProps) {
  return (
    <ChoiceGroup field="facts.serve" legend="How to serve it" hint={`1 to 3 short sentences of up to ${MAX_SERVE_LENGTH} characters, such as “With tonic and a lime wedge.”`} error={errors["facts.serve"]}>
      <ul className={styles.rows} aria-label="Serving suggestions">
        {values.serve.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <Field field={`facts.serve.${index}`} label={`Suggestion ${index + 1}`} error={errors[`facts.serve.${index}`]}>
              {(control) => <input {...control} className={form.input} value={row.text} onChange={(event) => setRow("serve", index, { text: event.target.value })} autoComplete="off" />}
            </Field>
            {values.serve.length > 1 && <RemoveButton label={`suggestion ${index + 1}`} onClick={() => removeRow("serve", index)} />}
          </li>
        ))}
      </ul>
      <button type="button" id={editorFieldId("facts.serve")} className={`${buttons.secondary} ${styles.addRow}`} disabled={values.serve.length >= MAX_SERVES} onClick={() => addRow("serve", emptyServe())}>
        Add a suggestion
      </button>
    </ChoiceGroup>
  );
}

export function FactsSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Facts</legend>
      <StandInRows {...props} />
      <GoodWithBoxes {...props} />
      <div className={form.pair}>
        <RadioRow field="facts.sweetness" legend="Sweetness" name="sweetness" options={SWEETNESS} value={values.sweetness} error={errors["facts.sweetness"]} onChange={(key) => set("sweetness", key)} />
        <RadioRow field="facts.body" legend="Body" name="body" options={BODY} value={values.body} error={errors["facts.body"]} onChange={(key) => set("body", key)} />
      </div>
      <ChoiceGroup field="facts.dietary" legend="Dietary" optional hint="Only what the label supports; 0.0% follows from the ABV." error={errors["facts.dietary"]}>
        <div className={styles.inline}>
          {DIETARY.map((item, index) => (
            <label key={item.key}>
              <input type="checkbox" id={index === 0 ? editorFieldId("facts.dietary") : undefined} checked={values.dietary.includes(item.key)} onChange={(event) => set("dietary", toggled(values.dietary, item.key, event.target.checked))} />
              {item.label}
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <ServeRows {...props} />
    </fieldset>
  );
}
