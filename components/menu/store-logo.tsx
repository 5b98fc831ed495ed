import type { MenuImage } from "@/lib/server/menu/load-public-menu";
import type { StoreLogos } from "@/lib/server/menu/load-store-logos";

const LOGO_HEIGHT = 56;

/** Lazy loading leaves the logo of the other theme unfetched while it is hidden. */
function Logo({ image, alt, className, lazy }: { image: MenuImage; alt: string; className: string; lazy: boolean }) {
  const largest = image.variants[image.variants.length - 1]!;
  const width = Math.round((LOGO_HEIGHT * largest.width) / largest.height);
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")} sizes={`${width}px`} />
      <img src={largest.url} alt={alt} width={width} height={LOGO_HEIGHT} loading={lazy ? "lazy" : undefined} className="h-14 w-auto object-contain" />
    </picture>
  );
}

/** The venue's logo for the current theme, decorative beside its name: both are in the page, the `.dark` class (system or chosen theme) picks one. */
export function StoreLogo({ logos }: { logos: StoreLogos }) {
  const { light, dark } = logos;
  if (!light && !dark) return null;
  if (!light || !dark) return <Logo image={(light ?? dark)!} alt="" className="block" lazy={false} />;
  return (
    <>
      <Logo image={light} alt="" className="block dark:hidden" lazy />
      <Logo image={dark} alt="" className="hidden dark:block" lazy />
    </>
  );
}
