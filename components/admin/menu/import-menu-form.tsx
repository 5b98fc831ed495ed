"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormAlert } from "@/components/ui/form-alert";
import { inputClass } from "@/components/ui/input-class";
import { MENU_IMPORT_MAX_BYTES, MENU_IMPORT_MAX_MB, type MappedColumn, type MenuImportAnswer } from "@/lib/schemas/menu-import";
import type { MenuImportJobStarted, MenuImportJobStatusAnswer } from "@/lib/schemas/menu-import-job";
import { ImportMapping } from "./import-mapping";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";

/** How often a large file's import job is asked how far it got. */
const JOB_POLL_MS = 700;

type Stage = { kind: "idle" } | { kind: "checking" } | { kind: "preview"; answer: MenuImportAnswer } | { kind: "applying"; answer: MenuImportAnswer } | { kind: "done"; answer: MenuImportAnswer };

type Offer = NonNullable<MenuImportAnswer["needsMapping"]>;

/**
 * Upload → (for a file Carta did not export, which column is what) → a dry run's preview → Apply: nothing is
 * written until the owner applies a file with no refused row. A large file is checked, and applied, by a job on the
 * server (the file uploaded again to apply it) whose progress shows until its answer comes.
 */
export function ImportMenuForm({ storeId, onCancel }: { storeId: number; onCancel: () => void }) {
  const t = useTranslations("menuAdmin.import");
  const errors = useTranslations("menuAdmin.errors");
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [deleteMissing, setDeleteMissing] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [mapping, setMapping] = useState<(MappedColumn | null)[]>([]);
  const [job, setJob] = useState<MenuImportJobStatusAnswer | null>(null);
  // closing the dialog stops the asking; the job itself runs on to its end on the server
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);

  /** Shows the queued job at once, then asks how far it got until it ends: its answer, or null with the failure shown. */
  const follow = async ({ statusUrl, total }: MenuImportJobStarted, dryRun: boolean): Promise<MenuImportAnswer | null> => {
    setJob({ state: "queued", progress: { done: 0, total }, dryRun });
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      if (closed.current) return null;
      const response = await fetch(statusUrl, { cache: "no-store" }).catch(() => null);
      const status = response?.ok ? ((await response.json()) as MenuImportJobStatusAnswer) : null;
      if (status?.state === "queued" || status?.state === "running") {
        setJob(status);
        continue;
      }
      setJob(null);
      if (status?.result) return status.result;
      setFailure(status?.error?.message ?? errors("requestFailed"));
      return null;
    }
  };

  const send = async (dryRun: boolean): Promise<MenuImportAnswer | null> => {
    if (!file) {
      setFailure(t("errors.fileRequired"));
      return null;
    }
    if (file.size > MENU_IMPORT_MAX_BYTES) {
      setFailure(t("errors.maxSize", { num: MENU_IMPORT_MAX_MB }));
      return null;
    }
    const body = new FormData();
    body.set("file", file);
    if (offer) body.set("mapping", JSON.stringify(mapping));
    const query = new URLSearchParams({ storeId: String(storeId), dryRun: dryRun ? "1" : "0", deleteMissing: deleteMissing ? "1" : "0" });
    const response = await fetch(`/api/imports/menu?${query}`, { method: "POST", body }).catch(() => null);
    if (response?.status === 202) return follow((await response.json()) as MenuImportJobStarted, dryRun);
    if (response?.ok) return (await response.json()) as MenuImportAnswer;
    const refusal = response ? ((await response.json().catch(() => null)) as { message?: string } | null) : null;
    setFailure(refusal?.message ?? errors("requestFailed"));
    return null;
  };

  const check = async () => {
    setFailure(null);
    setStage({ kind: "checking" });
    const answer = await send(true);
    if (answer?.needsMapping) {
      setOffer(answer.needsMapping);
      setMapping(answer.needsMapping.mapping);
      return setStage({ kind: "idle" });
    }
    setStage(answer ? { kind: "preview", answer } : { kind: "idle" });
  };

  const apply = async (previewed: MenuImportAnswer) => {
    setFailure(null);
    setStage({ kind: "applying", answer: previewed });
    const answer = await send(false);
    if (!answer) return setStage({ kind: "preview", answer: previewed });
    setStage(answer.applied ? { kind: "done", answer } : { kind: "preview", answer });
    if (answer.applied) router.refresh();
  };

  const answer = stage.kind === "idle" || stage.kind === "checking" ? null : stage.answer;
  const changes = answer ? answer.created + answer.updated + (deleteMissing ? answer.missing.length : 0) : 0;
  return (
    <div className="flex flex-col gap-4" data-testid="import-form">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("hint")}</p>
      <FormAlert message={failure} />
      <div>
        <label htmlFor="import-file" className="block text-sm font-medium">
          {t("file", { num: MENU_IMPORT_MAX_MB })}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          className={inputClass}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOffer(null);
            setMapping([]);
            setStage({ kind: "idle" });
          }}
        />
      </div>
      <CheckboxField label={t("deleteMissing")} name="deleteMissing" checked={deleteMissing} onChange={(event) => setDeleteMissing(event.target.checked)} />
      {offer && stage.kind !== "done" && (
        <ImportMapping
          offer={offer}
          mapping={mapping}
          onChange={(next) => {
            setMapping(next);
            setStage({ kind: "idle" });
          }}
        />
      )}
      {answer && <ImportPreview answer={answer} />}
      {job && <ImportProgress status={job} />}
      {!job && stage.kind === "checking" && <p role="status">{t("checking")}</p>}
      {!job && stage.kind === "applying" && <p role="status">{t("applying")}</p>}
      {stage.kind === "done" && <FormAlert tone="success" message={t("applied", { created: answer!.created, updated: answer!.updated, deleted: answer!.deleted })} />}
      {stage.kind === "preview" && answer!.refused.length === 0 && changes === 0 && <p role="status">{t("nothingToApply")}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("cancel")}
        </button>
        {stage.kind !== "done" && (
          <button type="button" onClick={check} className={answer ? secondaryButton : primaryButton} disabled={stage.kind === "checking" || stage.kind === "applying"} data-testid="import-check">
            {t("preview")}
          </button>
        )}
        {stage.kind === "preview" && answer!.refused.length === 0 && changes > 0 && (
          <button type="button" onClick={() => apply(answer!)} className={primaryButton} data-testid="import-apply">
            {t("apply")}
          </button>
        )}
      </div>
    </div>
  );
}
