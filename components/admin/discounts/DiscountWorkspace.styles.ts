import { classScope } from "@/lib/admin/class-scope";
import adminWorkspace from "../AdminWorkspace.styles";
import "./DiscountWorkspace.css";

export default classScope("DiscountWorkspace", {
  grid: adminWorkspace.grid,
  main: adminWorkspace.main,
  side: adminWorkspace.side,
});
