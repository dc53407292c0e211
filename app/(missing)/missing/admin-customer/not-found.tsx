export { default, metadata } from "@/app/admin/edit-customer/[id]/not-found";
