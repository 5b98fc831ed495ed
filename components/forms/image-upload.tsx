"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { UploadKind, UploadResult } from "@/lib/uploads/contract";

export interface ImageValue {
  id: number;
  url: string;
}

interface Props {
  label: string;
  kind: UploadKind;
  storeId: number;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** shows the 3:2 guide for item photos */
  showRatioHint?: boolean;
  required?: boolean;
}

/** Uploads one image through POST /api/uploads and reports its id; errors use the catalogue messages. */
export function ImageUpload({ label, kind, storeId, value, onChange, showRatioHint, required }: Props) {
  const t = useTranslations("uploads");
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (files: FileList | null) => {
    setError(null);
    if (!files || files.length === 0) return setError(required ? t("errors.imageRequired") : null);
    if (files.length > 1) return setError(t("errors.onlyOneImage"));
    const form = new FormData();
    form.set("file", files[0]!);
    form.set("kind", kind);
    form.set("storeId", String(storeId));
    setBusy(true);
    try {
      const response = await fetch("/api/uploads", { method: "POST", body: form });
      const body = (await response.json().catch(() => ({}))) as Partial<UploadResult> & { error?: string; num?: number };
      if (!response.ok || !body.id) {
        const key = body.error && t.has(`errors.${body.error}` as "errors.maxSize") ? body.error : "requestFailed";
        return setError(t(`errors.${key}` as "errors.maxSize", { num: body.num ?? 0 }));
      }
      const largest = body.variants?.[body.variants.length - 1];
      onChange({ id: body.id, url: largest?.url ?? "" });
    } catch {
      setError(t("errors.requestFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {value && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={value.url} alt="" className="aspect-[3/2] w-48 rounded-lg border border-zinc-200 object-cover dark:border-zinc-800" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={busy}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => void upload(event.target.files)}
          className="text-sm file:me-3 file:rounded-md file:border file:border-zinc-300 file:bg-transparent file:px-3 file:py-1"
        />
        {value && (
          <button type="button" onClick={() => onChange(null)} className="rounded-md border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700">
            {t("remove")}
          </button>
        )}
        {busy && <span role="status">{t("uploading")}</span>}
      </div>
      {showRatioHint && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("ratioHint")}</p>}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
