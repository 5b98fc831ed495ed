import { reviewWidgetSrc } from "@/lib/domain/review-widget/yandex-urls";

/**
 * The review widget as our own frame, built from the stored organisation id only: no pasted code
 * reaches the page. The sandbox lets the widget run its scripts in its own origin and open links,
 * never in ours (no allow-same-origin, no top navigation, no forms).
 */
export function ReviewsFrame({ orgId, title }: { orgId: string; title: string }) {
  return (
    <iframe
      src={reviewWidgetSrc(orgId)}
      title={title}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      loading="lazy"
      data-testid="reviews-frame"
      className="h-[800px] max-h-[80dvh] w-full max-w-[560px] rounded-lg border border-zinc-200 dark:border-zinc-800"
    />
  );
}
