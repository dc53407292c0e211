export { default, metadata } from "../[slug]/not-found";
