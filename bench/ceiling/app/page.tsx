import { Cards } from "./cards";

export default function StaticPage() {
  return <Cards />;
}
