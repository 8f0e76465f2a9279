/** The member's captions and transcripts (issue 34): the video modal's 'Subtítulos', the audio bar's 'Transcripción'. */
export const panelCaptionsTexts = {
  'panelCaptions.subtitles': 'Subtítulos',
  'panelCaptions.subtitlesLabel': 'Subtítulos en español',
  'panelCaptions.subtitlesFailed': 'No se pudieron cargar los subtítulos de este video.',
  'panelCaptions.transcript': 'Transcripción',
  'panelCaptions.transcriptOf': 'Transcripción de {title}',
  'panelCaptions.transcriptHint': 'Elige una frase para escuchar desde ese momento.',
  'panelCaptions.loading': 'Cargando la transcripción…',
  'panelCaptions.failed': 'No se pudo cargar la transcripción.',
  'panelCaptions.retry': 'Intentar de nuevo',
  'panelCaptions.lineTime': 'Minuto {time}',
} as const
