"use client";

import { Suspense, use } from "react";
import {
  loadPanel,
  type PanelModule,
  type PanelButtonProps,
  type PanelSource,
  type PlayerExtension,
} from "./player-extension";
import { usePlayerActions, usePlayerState } from "./player-store";
import type { PlayerPanelRefs } from "./use-player-panels";

/** The panel's module, suspending until it has loaded (at once if ./watch-player.tsx preloaded it). */
function usePanelModule(source: PanelSource): PanelModule<unknown> {
  return use(loadPanel(source) as Promise<PanelModule<unknown>>);
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
  return <Panel {...props} data={source.data} />;
}
