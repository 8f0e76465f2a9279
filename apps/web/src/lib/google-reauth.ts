// In lib, not a feature: accounts starts the Google reauth and auth's Google callback comes back to it.

/**
 * 'Eliminar mi cuenta' for an account linked to Google (decision 089): the browser goes through a
 * fresh Google sign-in and comes back to Configuración › Tu cuenta with this mark in the address.
 */
export const googleReauthStartUrl = '/api/login-auth/google/reauth'
export const googleConfirmedParam = 'cuenta'
export const googleConfirmedValue = 'google-confirmado'
export const googleConfirmedPath = `/panel/configuracion?${googleConfirmedParam}=${googleConfirmedValue}`
