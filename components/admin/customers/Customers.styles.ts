import { classScope } from "@/lib/admin/class-scope";
import "./Customers.css";

export default classScope("Customers");
