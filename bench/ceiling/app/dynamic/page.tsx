import { connection } from "next/server";
import { Cards } from "../cards";

export default async function DynamicPage() {
  await connection();
  return <Cards />;
}
