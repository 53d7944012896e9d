import { classScope } from "@/lib/admin/class-scope";
import "./DiscountTable.css";

export default classScope("DiscountTable");
