import { classScope } from "@/lib/admin/class-scope";
import "./OrderQueue.css";

export default classScope("OrderQueue");
