import { classScope } from "@/lib/admin/class-scope";
import "./ReturnActions.css";

export default classScope("ReturnActions");
