import { classScope } from "@/lib/admin/class-scope";
import actions from "../Actions.styles";
import discountForm from "../discounts/DiscountForm.styles";
import "./StoryStatusPanel.css";

export default classScope("StoryStatusPanel", {
  primary: actions.primary,
  secondary: actions.secondary,
  danger: actions.danger,
  dangerOutline: actions.dangerOutline,
  buttons: actions.buttons,
  confirm: actions.confirm,
  error: actions.error,
  done: actions.done,
  input: discountForm.input,
});
