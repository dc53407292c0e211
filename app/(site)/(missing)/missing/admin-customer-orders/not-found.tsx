export { default, metadata } from "@/app/(site)/admin/customer-orders/customer/[id]/not-found";
