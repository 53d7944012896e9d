import { classScope } from "@/lib/admin/class-scope";
import "./DamageTable.css";

export default classScope("DamageTable");
