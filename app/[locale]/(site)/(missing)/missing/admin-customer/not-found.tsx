export { default, generateMetadata } from "@/app/[locale]/(site)/admin/edit-customer/[id]/not-found";
