import { classScope } from "@/lib/admin/class-scope";
import actions from "../../Actions.styles";
import "./LessonEditor.css";

export default classScope("LessonEditor", {
  add: actions.secondary,
  tool: actions.secondary,
  remove: actions.dangerOutline,
});
