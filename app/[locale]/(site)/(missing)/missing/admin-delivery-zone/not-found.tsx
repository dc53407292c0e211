export { default, generateMetadata } from "@/app/[locale]/(site)/admin/delivery-zone/[id]/not-found";
