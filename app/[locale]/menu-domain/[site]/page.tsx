import { redirect } from "next/navigation";

export default async function MenuSiteIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(`/${locale}/menu`);
}
