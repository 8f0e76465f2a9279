/** Replaced by the page being built in this session (issue 7). */
export function AdminAssetsRoute() {
  return <h1 className="text-2xl font-semibold">Recursos</h1>
}
