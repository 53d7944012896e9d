import { classScope } from "@/lib/admin/class-scope";
import "./Panel.css";

export default classScope("Panel");
