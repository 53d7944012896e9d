import { classScope } from "@/lib/admin/class-scope";
import "./NewsroomRow.css";

export default classScope("NewsroomRow");
