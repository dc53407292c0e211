export { default, metadata } from "@/app/(site)/admin/category/[id]/not-found";
