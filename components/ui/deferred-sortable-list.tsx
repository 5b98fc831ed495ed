"use client";

import { useTranslations } from "next-intl";
import { type ComponentType, type KeyboardEvent, type PointerEvent as ReactPointerEvent, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { DragHandleIcon, dragHandleClass } from "./drag-handle-look";
import type { SortableRowsProps } from "./sortable-rows";

type Rows = ComponentType<SortableRowsProps<{ id: number }>>;

/** The gesture that asked for the sortable code, played again on the real handle once it has loaded. */
type Wake = { id: number; replay?: () => Event };

const START_KEYS = ["Space", "Enter"];

/**
 * A SortableRows list that renders plain rows and handles at first and loads the drag-and-drop code when
 * a handle is focused, hovered or pressed; it takes over the rows in a transition, so the paint answering
 * that gesture does not wait for it, and a keyboard pick or a touch started before it arrived goes on.
 */
export function DeferredSortableList<T extends { id: number }>(props: SortableRowsProps<T>) {
  const t = useTranslations("common.sortable");
  const [rows, setRows] = useState<{ Rows: Rows } | null>(null);
  const wake = useRef<Wake | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const load = (next: Wake) => {
    wake.current = next.replay || !wake.current ? next : wake.current;
    if (rows) return;
    void import("./sortable-rows").then((module) => startTransition(() => setRows({ Rows: module.SortableRows as Rows })));
  };

  const handleOf = (id: number) => list.current?.querySelector<HTMLElement>(`[data-sortable-handle="${id}"]`);

  // The loaded list replaced the focused handle: focus its twin in the same commit, before a key typed meanwhile lands on the page.
  useLayoutEffect(() => {
    const handle = rows && wake.current && handleOf(wake.current.id);
    if (handle && (document.activeElement === document.body || document.activeElement === null)) handle.focus();
  }, [rows]);

  useEffect(() => {
    const pending = wake.current;
    wake.current = null;
    if (!rows || !pending?.replay) return;
    handleOf(pending.id)?.dispatchEvent(pending.replay());
  }, [rows]);

  useEffect(() => {
    const released = () => {
      if (wake.current?.replay && !rows) wake.current = { id: wake.current.id };
    };
    window.addEventListener("pointerup", released);
    return () => window.removeEventListener("pointerup", released);
  }, [rows]);

  if (rows) {
    const Loaded = rows.Rows as unknown as ComponentType<SortableRowsProps<T>>;
    return (
      <div ref={list}>
        <Loaded {...props} />
      </div>
    );
  }

  const keyDown = (id: number) => (event: KeyboardEvent) => {
    if (!START_KEYS.includes(event.code)) return;
    event.preventDefault();
    const { key, code } = event;
    load({ id, replay: () => new globalThis.KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true }) });
  };
  const pointerDown = (id: number) => (event: ReactPointerEvent) => {
    const { clientX, clientY, pointerId, pointerType, isPrimary, button, buttons } = event;
    load({ id, replay: () => new PointerEvent("pointerdown", { clientX, clientY, pointerId, pointerType, isPrimary, button, buttons, bubbles: true, cancelable: true }) });
  };

  return (
    <div ref={list}>
      <ol aria-label={props.label} className="flex flex-col gap-2" data-testid={props.testId}>
        {props.items.map((item) => (
          <li key={item.id}>
            {props.row(
              item,
              <button
                type="button"
                aria-label={t("handle", { name: props.nameOf(item) })}
                data-sortable-handle={item.id}
                className={dragHandleClass}
                onFocus={() => load({ id: item.id })}
                onPointerEnter={() => load({ id: item.id })}
                onPointerDown={pointerDown(item.id)}
                onKeyDown={keyDown(item.id)}
              >
                <DragHandleIcon />
              </button>,
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
