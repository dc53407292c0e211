export { default, generateMetadata } from "@/app/[locale]/(site)/(shop)/order/[id]/not-found";
