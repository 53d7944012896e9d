import { classScope } from "@/lib/admin/class-scope";
import statusPill from "../StatusPill.styles";
import "./DiscountStatePill.css";

export default classScope("DiscountStatePill", {
  pill: statusPill.pill,
  dot: statusPill.dot,
});
