export { default, generateMetadata } from "@/app/[locale]/(site)/admin/customer-orders/customer/[id]/not-found";
