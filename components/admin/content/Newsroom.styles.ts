import { classScope } from "@/lib/admin/class-scope";
import adminTable from "../AdminTable.styles";
import "./Newsroom.css";

export default classScope("Newsroom", {
  scroller: adminTable.scroller,
  table: adminTable.table,
});
