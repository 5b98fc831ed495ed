import { notFound } from "next/navigation";

export default function UnmatchedRootRoute() {
  notFound();
}
