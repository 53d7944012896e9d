import { classScope } from "@/lib/admin/class-scope";
import "./DiscountForm.css";

export default classScope("DiscountForm");
