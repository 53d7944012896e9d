import { classScope } from "@/lib/admin/class-scope";
import "./AdminTable.css";

export default classScope("AdminTable");
