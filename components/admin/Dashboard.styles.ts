import { classScope } from "@/lib/admin/class-scope";
import "./Dashboard.css";

export default classScope("Dashboard");
