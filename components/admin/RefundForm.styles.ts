import { classScope } from "@/lib/admin/class-scope";
import "./RefundForm.css";

export default classScope("RefundForm");
