export { default, metadata } from "@/app/admin/customer-orders/customer/[id]/not-found";
