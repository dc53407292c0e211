export { default } from "../missing-page";
