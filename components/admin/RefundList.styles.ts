import { classScope } from "@/lib/admin/class-scope";
import "./RefundList.css";

export default classScope("RefundList");
