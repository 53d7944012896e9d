import { classScope } from "@/lib/admin/class-scope";
import "./StatusPill.css";

export default classScope("StatusPill");
