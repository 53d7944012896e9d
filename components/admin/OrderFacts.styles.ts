import { classScope } from "@/lib/admin/class-scope";
import "./OrderFacts.css";

export default classScope("OrderFacts");
