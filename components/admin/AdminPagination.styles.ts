import { classScope } from "@/lib/admin/class-scope";
import "./AdminPagination.css";

export default classScope("AdminPagination");
