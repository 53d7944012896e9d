import { classScope } from "@/lib/admin/class-scope";
import adminTable from "./AdminTable.styles";
import "./ActivityLog.css";

export default classScope("ActivityLog", {
  scroller: adminTable.scroller,
  table: adminTable.table,
});
