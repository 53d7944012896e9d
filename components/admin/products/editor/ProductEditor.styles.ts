import { classScope } from "@/lib/admin/class-scope";
import discountForm from "../../discounts/DiscountForm.styles";
import "./ProductEditor.css";

export default classScope("ProductEditor", {
  form: discountForm.form,
  counterOver: "ProductEditor__counter",
});
