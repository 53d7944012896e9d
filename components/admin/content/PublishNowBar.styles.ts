import { classScope } from "@/lib/admin/class-scope";
import storyWorkspace from "./StoryWorkspace.styles";
import actions from "../Actions.styles";
import "./PublishNowBar.css";

export default classScope("PublishNowBar", {
  saveBar: storyWorkspace.saveBar,
  saveError: storyWorkspace.saveStatus,
  view: actions.secondary,
});
