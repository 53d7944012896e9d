import { classScope } from "@/lib/admin/class-scope";
import statusPill from "../StatusPill.styles";
import "./StoryStatusPill.css";

export default classScope("StoryStatusPill", {
  pill: statusPill.pill,
  dot: statusPill.dot,
});
