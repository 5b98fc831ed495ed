/** The item's photo at list size (3:2), or an empty frame of the same size. */
export function ItemThumb({ url }: { url: string | null }) {
  if (!url) return <span aria-hidden className="block h-12 w-[4.5rem] shrink-0 rounded-md bg-zinc-100 dark:bg-zinc-800" />;
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={url} alt="" width={72} height={48} className="h-12 w-[4.5rem] shrink-0 rounded-md object-cover" />;
}
