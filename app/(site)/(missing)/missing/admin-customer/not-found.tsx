export { default, metadata } from "@/app/(site)/admin/edit-customer/[id]/not-found";
