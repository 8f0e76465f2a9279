/**
 * What a collapsible panel shows (spec: 'Ver más' / 'Ver menos'). Collapsed, the first `preview`
 * items; each 'Ver más' adds `step` more, so a catalogue of thousands never renders at once;
 * 'Ver menos' goes back to the preview.
 */
export type PanelWindow = { visible: number; canShowMore: boolean; canShowLess: boolean }

export function panelWindow({
  total,
  shown,
  preview,
}: {
  total: number
  shown: number
  preview: number
}): PanelWindow {
  const visible = Math.min(total, Math.max(shown, preview))
  return { visible, canShowMore: visible < total, canShowLess: visible > preview }
}

export function showMore(shown: number, step: number): number {
  return shown + step
}
