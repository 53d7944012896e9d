import { classScope } from "@/lib/admin/class-scope";
import "./AdminWorkspace.css";

export default classScope("AdminWorkspace");
