import { classScope } from "@/lib/admin/class-scope";
import storyWorkspace from "../StoryWorkspace.styles";
import actions from "../../Actions.styles";
import "./MediaLibrary.css";

export default classScope("MediaLibrary", {
  input: storyWorkspace.input,
  hint: storyWorkspace.hint,
  buttons: actions.buttons,
  primary: actions.primary,
  secondary: actions.secondary,
  danger: actions.danger,
  dangerOutline: actions.dangerOutline,
  done: actions.done,
  failure: actions.error,
  confirm: actions.confirm,
  question: actions.warning,
  addressInput: storyWorkspace.input,
});
