/**
 * What the API answers about captions and transcripts (issue 34): the upload's WebVTT check, the
 * signed URL, the statistics. The parser's reasons (webvtt-parser answers in English) are said here
 * in Spanish, one key per reason it gives; any other reason falls back to `captions.reason.unknown`.
 */
export const serverCaptionsTexts = {
  'captions.invalid': 'El archivo de subtítulos no es válido: línea {line}: {reason}',
  'captions.notUtf8': 'El archivo de subtítulos no es válido: debe estar guardado en UTF-8.',
  'captions.empty': 'El archivo de subtítulos no es válido: no tiene ninguna frase con tiempos.',
  'captions.urlIssued': 'Enlace de subtítulos generado.',
  'captions.none': 'Este contenido no tiene subtítulos ni transcripción.',

  'captions.reason.signature': 'el archivo debe empezar por «WEBVTT».',
  'captions.reason.blankAfterSignature': 'falta una línea en blanco después de «WEBVTT».',
  'captions.reason.blankBeforeCue': 'falta una línea en blanco antes de esta frase.',
  'captions.reason.standaloneId': 'hay un identificador de frase sin tiempos debajo.',
  'captions.reason.idWithoutTimes': 'el identificador de frase debe ir seguido de sus tiempos.',
  'captions.reason.timestamp': 'el tiempo no es válido (se espera 00:01:02.500 o 01:02.500).',
  'captions.reason.arrow': 'los tiempos deben separarse con « --> ».',
  'captions.reason.endBeforeStart': 'el tiempo final debe ser posterior al inicial.',
  'captions.reason.outOfOrder': 'esta frase empieza antes que la anterior.',
  'captions.reason.setting': 'un ajuste de posición de la frase no es válido.',
  'captions.reason.markup': 'una etiqueta o un carácter especial de la frase no es válido.',
  'captions.reason.unknown': 'el formato no es WebVTT.',
} as const
