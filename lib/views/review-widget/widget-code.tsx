/** @jsxImportSource preact */
import { reviewWidgetSrc } from "@/lib/domain/review-widget/yandex-urls";
import { renderHtml } from "@/lib/html/render-html";

/** The widget code in its documented shape, rebuilt from a stored organisation id (for the settings form). */
export function reviewWidgetCode(orgId: string): string {
  return renderHtml(
    <div style="width:560px;height:800px;overflow:hidden;position:relative;">
      <iframe style="width:100%;height:100%;border:1px solid #e6e6e6;border-radius:8px;box-sizing:border-box" src={reviewWidgetSrc(orgId)} />
    </div>,
  );
}
