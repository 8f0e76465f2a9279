// In lib, not features/accounts: the questionnaire links to Tu cuenta too.

/** Configuración opens on a tab named in the link: `?pestana=cuenta` is 'Tu cuenta'. */
export const settingsTabParam = 'pestana'

/** Configuración › Tu cuenta: the member's own data (the export, the test's consent, deletion). */
export const accountTabPath = `/panel/configuracion?${settingsTabParam}=cuenta`
