import { classScope } from "@/lib/admin/class-scope";
import "./StaffOnly.css";

export default classScope("StaffOnly");
