import { classScope } from "@/lib/admin/class-scope";
import "./AdminShell.css";

export default classScope("AdminShell");
