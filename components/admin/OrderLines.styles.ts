import { classScope } from "@/lib/admin/class-scope";
import adminTable from "./AdminTable.styles";
import "./OrderLines.css";

export default classScope("OrderLines", {
  scroller: adminTable.scroller,
  table: adminTable.table,
});
