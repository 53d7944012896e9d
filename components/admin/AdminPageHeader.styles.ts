import { classScope } from "@/lib/admin/class-scope";
import "./AdminPageHeader.css";

export default classScope("AdminPageHeader");
