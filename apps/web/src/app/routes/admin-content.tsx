/** Replaced by the page being built in this session (issue 7). */
export function AdminContentRoute() {
  return <h1 className="text-2xl font-semibold">Gestión de Contenido</h1>
}
