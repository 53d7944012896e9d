import { classScope } from "@/lib/admin/class-scope";
import adminTable from "./AdminTable.styles";
import "./OrderTable.css";

export default classScope("OrderTable", {
  scroller: adminTable.scroller,
  table: adminTable.table,
});
