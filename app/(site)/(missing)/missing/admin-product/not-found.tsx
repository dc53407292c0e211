export { default, metadata } from "@/app/(site)/admin/product/[id]/not-found";
