/**
 * The shared zod schemas a daily page's form checks with, loaded when the form is used rather than
 * with the page: zod is more than the first view of a member page may load (issue 28's budget). Each
 * form loads only its own schema module (which carries the common texts, not the whole catalogue),
 * and starts that load when it is first focused or pointed at, so the check at sending is instant.
 */
export const schemaModules = {
  programs: () => import('@sosiego/shared/schemas/programs'),
  routines: () => import('@sosiego/shared/schemas/routines'),
}

/** Starts loading a form's schemas (its `onFocusCapture` and `onPointerEnter`). */
export const warmSchemas = (module: keyof typeof schemaModules) => () => void schemaModules[module]()
