/** The back office's captions and transcripts (issue 34): the form's field, the list's badge, the statistics. */
export const backOfficeCaptionsTexts = {
  // The file picker and Recursos, for the subtitulos folder
  'filePicker.title.captions': 'Seleccionar archivo de subtítulos',
  'filePicker.empty.captions': 'No hay archivos de subtítulos en esta carpeta',
  'filePicker.loadError.captions': 'Error al cargar archivos de subtítulos: {message}',

  // Gestión de Contenido: the audio/video form
  'adminCaptions.field.video': 'Subtítulos (WebVTT)',
  'adminCaptions.field.audio': 'Transcripción (WebVTT)',
  'adminCaptions.hint.video':
    'Opcional. Un archivo .vtt de la carpeta subtitulos con los subtítulos del video.',
  'adminCaptions.hint.audio':
    'Opcional. Un archivo .vtt de la carpeta subtitulos con la transcripción del audio y sus tiempos.',
  'adminCaptions.upload': 'Subir archivo .vtt',
  'adminCaptions.uploading': 'Subiendo…',
  'adminCaptions.uploadInput': 'Archivo WebVTT (.vtt) para subir',
  'adminCaptions.uploaded': 'Archivo {name} subido y elegido.',
  'adminCaptions.uploadFailed': 'No se pudo subir el archivo de subtítulos.',

  // Gestión de Contenido: the list
  'adminCaptions.missing': 'Sin subtítulos',
  'adminCaptions.missingHint.video': 'Este video no tiene subtítulos.',
  'adminCaptions.missingHint.audio': 'Este audio no tiene transcripción.',

  // Estadísticas
  'adminCaptions.stats.title': 'Escucha con subtítulos o transcripción',
  'adminCaptions.stats.share':
    '{withCaptions} de {total} de escucha fueron de contenidos que ya tenían subtítulos o transcripción.',
  'adminCaptions.stats.none': 'Nadie escuchó nada en este periodo.',
} as const
