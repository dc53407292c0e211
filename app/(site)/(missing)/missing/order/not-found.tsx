export { default, metadata } from "@/app/(site)/(shop)/order/[id]/not-found";
