import { notFound } from "next/navigation";

export default function UnmatchedMenuRoute() {
  notFound();
}
