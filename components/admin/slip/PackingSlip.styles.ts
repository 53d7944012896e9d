import { classScope } from "@/lib/admin/class-scope";
import "./PackingSlip.css";

export default classScope("PackingSlip");
