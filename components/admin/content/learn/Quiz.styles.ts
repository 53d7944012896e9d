import { classScope } from "@/lib/admin/class-scope";
import "./Quiz.css";

export default classScope("Quiz");
