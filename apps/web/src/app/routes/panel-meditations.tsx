/** Replaced by the page being built in this session (issue 7). */
export function PanelMeditationsRoute() {
  return <h1 className="text-2xl font-semibold">Meditaciones</h1>
}
