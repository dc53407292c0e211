export { default, generateMetadata } from "@/app/[locale]/(site)/admin/order/[id]/not-found";
