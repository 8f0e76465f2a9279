/** The back office's 'Negocio' page (issue 33): revenue, members, reasons for leaving, cohorts. */
export const backOfficeBusinessTexts = {
  'business.nav': 'Negocio',
  'business.pageTitle': 'Negocio',
  'business.title': 'Negocio',
  'business.description':
    'Ingresos recurrentes, conversión, bajas y cohortes de los miembros de pago. Los planes gratuitos, las pruebas y los planes asignados por el equipo no cuentan como ingresos.',
  'business.loading': 'Cargando las cifras del negocio…',
  'business.loadFailed': 'No hemos podido cargar las cifras del negocio.',
  'business.retry': 'Reintentar',
  'business.cardFailed': 'Sin datos',
  'business.noData': 'Aún no hay datos.',

  // Revenue
  'business.revenue': 'Ingresos',
  'business.mrr': 'MRR (ingresos recurrentes mensuales)',
  'business.mrrHint': 'Al final del periodo. Los planes anuales cuentan 1/12 de su precio al mes.',
  'business.movement': 'Movimiento del MRR en el periodo',
  'business.movement.new': 'Nuevos',
  'business.movement.newHint': 'Primeros pagos de un plan recurrente.',
  'business.movement.expansion': 'Ampliaciones',
  'business.movement.expansionHint': 'Cambios a un plan mayor (de Mini a Full).',
  'business.movement.contraction': 'Reducciones',
  'business.movement.contractionHint': 'Cambios a un plan menor.',
  'business.movement.churned': 'Perdidos',
  'business.movement.churnedHint': 'Planes que dejaron de renovarse, y desistimientos.',
  'business.movement.reactivated': 'Reactivados',
  'business.movement.reactivatedHint': 'Antiguos miembros que vuelven a pagar.',
  'business.movement.net': 'Variación neta del MRR: {amount}',
  'business.charged': 'Cobrado',
  'business.chargedHint': 'Compras y renovaciones, como las lista Órdenes.',
  'business.oneOff': 'Pagos únicos',
  'business.oneOffHint': 'Planes sin renovación: ingresos, no MRR.',
  'business.refunded': 'Reembolsado',
  'business.refundedHint': 'Desistimientos y reembolsos, el día en que se hicieron.',
  'business.net': 'Neto',
  'business.netHint': 'Cobrado menos reembolsado.',

  // Members
  'business.members': 'Miembros',
  'business.paying': 'Miembros de pago',
  'business.payingHint': 'Con un plan de pago en vigor al final del periodo ({start} al empezar).',
  'business.trialsStarted': 'Pruebas iniciadas',
  'business.trialConversion': 'Conversión de prueba a pago',
  'business.trialConversionHint':
    '{converted} de {started} pagaron en los 30 días siguientes a empezar la prueba.',
  'business.churn': 'Tasa de bajas',
  'business.churnHint':
    '{churned} de {start} miembros de pago al empezar el periodo ya no lo eran al acabar.',
  'business.notApplicable': '—',
  'business.notApplicableHint': 'Sin base para calcularla en este periodo.',

  // Changes against the previous period
  'business.change.up': '+{value} frente al periodo anterior',
  'business.change.down': '−{value} frente al periodo anterior',
  'business.change.same': 'Igual que en el periodo anterior',
  'business.change.upPoints': '+{value} puntos frente al periodo anterior',
  'business.change.downPoints': '−{value} puntos frente al periodo anterior',
  'business.change.noPrevious': 'Sin dato del periodo anterior',

  // Charts
  'business.payingChart': 'Miembros de pago por día',
  'business.mrrChart': 'MRR por día',
  'business.day': 'Día',
  'business.payingMembers': 'Miembros de pago',
  'business.mrrShort': 'MRR',
  'business.chartTable': 'Ver los datos del gráfico',

  // Reasons
  'business.reasons': 'Por qué cancelan',
  'business.reasonsBox': 'Respuestas en el periodo',
  'business.reasonsHint':
    'Respuestas a «¿Por qué cancelas?» al cancelar la renovación. La pregunta es opcional.',
  // A '.label' suffix: a key ending in '.other' would read as a plural form (count.test.ts).
  'business.reason.too-expensive.label': 'Es demasiado caro',
  'business.reason.no-time.label': 'No tengo tiempo para usarlo',
  'business.reason.content.label': 'No encuentro el contenido que busco',
  'business.reason.technical.label': 'Problemas técnicos',
  'business.reason.other.label': 'Otro motivo',
  'business.reason.none.label': 'Sin respuesta',
  'business.reasonCount': '{count} ({percent})',
  'business.reasonPrevious': 'Periodo anterior: {count}',
  'business.reasonsEmpty': 'Nadie ha cancelado la renovación en este periodo.',
  'business.notes': 'Últimos comentarios',
  'business.notesEmpty': 'Sin comentarios en este periodo.',
  'business.noteReasonNone': 'Sin motivo elegido',

  // Cohorts
  'business.cohorts': 'Cohortes por mes del primer pago',
  'business.cohortsHint':
    'Cada fila es el mes en que un grupo de miembros pagó por primera vez; cada columna, los meses transcurridos desde entonces. En cada celda: quién sigue pagando y quién escuchó al menos una vez ese mes.',
  'business.cohortsCaption':
    'Cohortes mensuales: porcentaje que sigue pagando y porcentaje que escuchó, por mes desde el primer pago',
  'business.cohort.month': 'Cohorte',
  'business.cohort.size': 'Miembros',
  'business.cohort.offset': 'Mes {offset}',
  'business.cohort.paying': '{percent} pagan',
  'business.cohort.listened': '{percent} escuchan',
  'business.cohort.cellLabel': '{paying} de {size} siguen pagando; {listened} escucharon',
  'business.cohortsEmpty': 'Aún no hay primeros pagos.',
  'business.legend': 'Escala de color: porcentaje que sigue pagando',
  'business.legendLow': '0 %',
  'business.legendHigh': '100 %',

  // Content that keeps members
  'business.content': 'Contenido que retiene',
  'business.contentHint':
    'Miembros cuyo primer pago fue hace al menos 90 días: qué categorías escucharon en sus primeros 14 días y cuántos seguían pagando a los 90 días.',
  'business.contentCorrelation':
    'Es una correlación, no una causa: quien escucha más puede ser quien ya tenía más intención de quedarse.',
  'business.contentCaption':
    'Retención a 90 días de quien escuchó cada categoría en sus primeros 14 días, frente a quien no',
  'business.contentSummary': '{members} miembros analizados; {retained} seguían pagando a los 90 días.',
  'business.content.category': 'Categoría',
  'business.content.playedShare': 'La escucharon en 14 días',
  'business.content.playedRetention': 'Retención a 90 días (escucharon)',
  'business.content.notPlayedRetention': 'Retención a 90 días (no escucharon)',
  'business.content.difference': 'Diferencia',
  'business.content.ofMembers': '{count} de {total}',
  'business.contentEmpty': 'Aún no hay miembros con 90 días desde su primer pago.',
  'business.points': '{value} p. p.',

  // CSV
  'business.export': 'Descargar CSV',
  'business.exportSummary': 'Descargar CSV de ingresos y miembros',
  'business.exportCohorts': 'Descargar CSV de cohortes',
  'business.exportContent': 'Descargar CSV de contenido que retiene',
  'business.exported': 'Descarga iniciada.',
  'business.exportFailed': 'No hemos podido descargar el CSV.',
} as const
