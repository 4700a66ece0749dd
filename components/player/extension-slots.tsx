"use client";

import { Suspense, use } from "react";
import type { PanelModule, PanelButtonProps, PanelSource, PlayerExtension } from "./player-extension";
import { usePlayerActions, usePlayerState } from "./player-store";
import type { PlayerPanelRefs } from "./use-player-panels";

// Here, in the player's chunk, not beside panelSource: pages import that, and this would weigh on
// their first load.
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };
const loads = new WeakMap<() => Promise<PanelModule<never>>, Tracked<PanelModule<never>>>();

function loadPanel(source: PanelSource): Tracked<PanelModule<never>> {
  let promise = loads.get(source.load);
  if (!promise) {
    const loading: Tracked<PanelModule<never>> = source.load();
    // Marked as React's `use` reads it: a module already here renders at once, without suspending.
    loading.then(
      (value) => Object.assign(loading, { status: "fulfilled", value }),
      () => undefined,
    );
    loads.set(source.load, loading);
    promise = loading;
  }
  return promise;
}

/** The panel's module, suspending until it has loaded (at once: it comes in the player's chunk). */
function usePanelModule(source: PanelSource): PanelModule<never> {
  return use(loadPanel(source) as Promise<PanelModule<never>>);
}

type SlotProps = { panels: PlayerPanelRefs; extensions: readonly PlayerExtension[] };

/** The extensions' panel buttons, in the control bar. */
export function ExtensionButtons({ panels, extensions }: SlotProps) {
  const dialog = usePlayerState((s) => s.dialog);
  const { toggleDialog } = usePlayerActions();
  return extensions.map(({ id, panel }) =>
    panel ? (
      <Suspense key={id} fallback={null}>
        <ExtensionButton
          source={panel}
          buttonRef={panels.dialogButtonRef(id)}
          open={dialog === id}
          controls={dialog === id ? `${panels.dialogId(id)}-dialog` : undefined}
          onToggle={() => toggleDialog(id)}
        />
      </Suspense>
    ) : null,
  );
}

function ExtensionButton({ source, ...props }: { source: PanelSource } & PanelButtonProps) {
  const { Button } = usePanelModule(source);
  return <Button {...props} />;
}

/** The open extension's dialog, over the stage. */
export function ExtensionDialog({ panels, extensions }: SlotProps) {
  const dialog = usePlayerState((s) => s.dialog);
  const { closeDialog } = usePlayerActions();
  const open = extensions.find((extension) => extension.id === dialog);
  if (!open?.panel) return null;
  return (
    <Suspense fallback={null}>
      <ExtensionPanel
        source={open.panel}
        id={panels.dialogId(open.id)}
        panelRef={panels.dialogRef}
        onClose={closeDialog}
      />
    </Suspense>
  );
}

function ExtensionPanel({
  source,
  ...props
}: {
  source: PanelSource;
  id: string;
  panelRef: PlayerPanelRefs["dialogRef"];
  onClose: () => void;
}) {
  const { Panel } = usePanelModule(source);
  return <Panel {...props} data={source.data as never} />;
}
