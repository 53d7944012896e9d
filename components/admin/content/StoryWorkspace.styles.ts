import { classScope } from "@/lib/admin/class-scope";
import actions from "../Actions.styles";
import discountForm from "../discounts/DiscountForm.styles";
import productEditor from "../products/editor/ProductEditor.styles";
import "./StoryWorkspace.css";

export default classScope("StoryWorkspace", {
  created: actions.done,
  form: discountForm.form,
  section: discountForm.section,
  legend: discountForm.legend,
  field: discountForm.field,
  optional: discountForm.optional,
  hint: discountForm.hint,
  fieldError: discountForm.fieldError,
  input: discountForm.input,
  textarea: discountForm.input,
  pair: discountForm.pair,
  counter: productEditor.counter,
  counterOver: productEditor.counterOver,
  group: productEditor.group,
  groupLegend: productEditor.groupLegend,
  chips: productEditor.inline,
  primary: actions.primary,
});
