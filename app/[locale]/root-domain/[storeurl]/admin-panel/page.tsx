import { redirect } from "next/navigation";

export default async function AdminHome({ params }: { params: Promise<{ locale: string; storeurl: string }> }) {
  const { locale, storeurl } = await params;
  redirect(`/${locale}/${storeurl}/admin-panel/kitchen`);
}
