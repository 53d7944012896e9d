import { classScope } from "@/lib/admin/class-scope";
import adminWorkspace from "../AdminWorkspace.styles";
import discountWorkspace from "../discounts/DiscountWorkspace.styles";
import "./ProductWorkspace.css";

export default classScope("ProductWorkspace", {
  grid: adminWorkspace.grid,
  main: adminWorkspace.main,
  side: adminWorkspace.side,
  newGrid: discountWorkspace.newGrid,
  help: discountWorkspace.help,
});
