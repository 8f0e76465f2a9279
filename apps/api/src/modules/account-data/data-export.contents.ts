import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { findOption, questionnaireQuestions, t } from '@sosiego/shared'
import { ZipArchive } from 'archiver'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  accessibilityReports,
  billingDetails,
  favourites,
  invoices,
  mediaItems,
  memberSettings,
  paymentOrders,
  plans,
  playbackPositions,
  playbackProgress,
  playtimeDaily,
  programEnrolments,
  programReflections,
  programStepCompletions,
  programSteps,
  programs,
  pushSubscriptions,
  reminders,
  renewalCancellations,
  reviews,
  subscriptions,
  testTakes,
  themes,
  users,
} from '../../db/schema/index.ts'
import { csvDateTime, csvStream } from '../../lib/csv.ts'
import { isPeninsularSpain } from '../../lib/zone-name.ts'
import { habitSets } from './data-export.habits.ts'

/** One column of a data set: its CSV header (Spanish) and how a JSON row's value is written there. */
type Column = [header: string, key: string, format?: 'dateTime']

/** One file pair of the ZIP: `<file>.json` (the rows) and `<file>.csv` (the same, for a spreadsheet). */
export interface DataSet {
  file: string
  columns: Column[]
  rows: Record<string, unknown>[]
  /** The CSV's lines when they differ from the JSON's rows (the tests: one line per answer). */
  csvRows?: Record<string, unknown>[]
  /** Special-category data (GDPR art. 9): the note the JSON carries as `specialCategory`. */
  specialCategory?: string
}

/** The mark on the test's answers and results (health data, decision 100), in the JSON and the README. */
export const healthDataNote =
  'Datos de categoría especial (art. 9 del RGPD): tus respuestas al test de bienestar y su resultado son datos sobre tu salud. Solo los tratamos con tu consentimiento explícito, que puedes retirar en Configuración.'
/** The CSV columns of the same data say so in their header. */
const healthDataLabel = (header: string) => `${header} (dato de salud)`

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null)
const questionText = new Map(questionnaireQuestions.map((question) => [question.id, question.text]))

/**
 * Everything Sosiego keeps about one member, read by their id only (every query below filters on
 * `userId` = the member: decision 088's "another member's data never in it"), except the
 * accessibility reports, which have no user id and are matched on the account's own address. Rows the member
 * cannot see anywhere else (staff audit, sessions, rate-limit counters) are about the service's
 * safety, not the member's content, and are left out; decision 088 lists them.
 */
export async function collectMemberData(db: Database, userId: string): Promise<DataSet[] | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return undefined

  const profile: DataSet = {
    file: 'perfil',
    columns: [
      ['Nombre', 'name'],
      ['Apellido', 'lastName'],
      ['Correo electrónico', 'email'],
      ['Teléfono', 'phone'],
      ['Rol', 'role'],
      ['Correo verificado', 'isVerified'],
      ['Cuenta activa', 'isActive'],
      ['Acceso con Google', 'signsInWithGoogle'],
      ['Tiene contraseña', 'hasPassword'],
      ['Foto de perfil', 'avatarUrl'],
      ['Consentimiento para tratar las respuestas del test', 'healthConsentAt', 'dateTime'],
      ['Versión del texto del consentimiento', 'healthConsentVersion'],
      ['Fecha de alta', 'createdAt', 'dateTime'],
      ['Última actualización', 'updatedAt', 'dateTime'],
    ],
    rows: [
      {
        id: user.id,
        name: user.name,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        role: user.role,
        isVerified: user.isVerified,
        isActive: user.isActive,
        signsInWithGoogle: user.googleSub !== null,
        hasPassword: user.passwordHash !== null,
        avatarUrl: user.avatarUrl,
        healthConsentAt: iso(user.healthConsentAt),
        healthConsentVersion: user.healthConsentVersion,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
    ],
  }

  const takes = await db
    .select()
    .from(testTakes)
    .where(eq(testTakes.userId, userId))
    .orderBy(asc(testTakes.createdAt), asc(testTakes.id))
  const tests: DataSet = {
    file: 'tests',
    columns: [
      ['Fecha', 'takenAt', 'dateTime'],
      ['Pregunta', 'question'],
      [healthDataLabel('Respuesta'), 'answer'],
      [healthDataLabel('Categoría recomendada'), 'category'],
      [healthDataLabel('Temas recomendados'), 'themes'],
    ],
    rows: [],
    specialCategory: healthDataNote,
  }
  const testsJson = takes.map((take) => ({
    id: take.id,
    takenAt: iso(take.createdAt),
    category: take.categorySlug,
    themes: take.themeSlugs,
    answers: Object.entries(take.answers ?? {}).map(([questionId, optionId]) => ({
      questionId,
      question: questionText.get(questionId as never) ?? questionId,
      optionId,
      answer: findOption(questionId, optionId)?.label ?? optionId,
    })),
  }))
  // The CSV has one line per answer (a take without answers, sent by an app, has one line).
  const testLines = testsJson.flatMap((take) =>
    (take.answers.length ? take.answers : [{ question: '', answer: '' }]).map((answer) => ({
      takenAt: take.takenAt,
      question: answer.question,
      answer: answer.answer,
      category: take.category,
      themes: take.themes.join(', '),
    })),
  )

  const subscriptionRows = await db
    .select({ subscription: subscriptions, plan: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
  const subscriptionSet: DataSet = {
    file: 'suscripciones',
    columns: [
      ['Plan', 'plan'],
      ['Estado', 'status'],
      ['Origen', 'source'],
      ['Inicio', 'startDate', 'dateTime'],
      ['Fin', 'endDate', 'dateTime'],
      ['Creada', 'createdAt', 'dateTime'],
    ],
    rows: subscriptionRows.map(({ subscription, plan }) => ({
      id: subscription.id,
      plan,
      status: subscription.status,
      source: subscription.source,
      orderId: subscription.orderId,
      startDate: iso(subscription.startDate),
      endDate: iso(subscription.endDate),
      createdAt: iso(subscription.createdAt),
    })),
  }

  const orderRows = await db
    .select({ order: paymentOrders, plan: plans.name })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id))
  const orderSet: DataSet = {
    file: 'ordenes',
    columns: [
      ['Orden', 'id'],
      ['Plan', 'plan'],
      ['Importe', 'amount'],
      ['Moneda', 'currency'],
      ['Estado', 'status'],
      ['Proveedor de pago', 'provider'],
      ['Fecha', 'createdAt', 'dateTime'],
      ['Pagada', 'completedAt', 'dateTime'],
    ],
    rows: orderRows.map(({ order, plan }) => ({
      id: order.id,
      plan,
      amount: order.amountCents / 100,
      currency: order.currency,
      status: order.status,
      provider: order.provider,
      createdAt: iso(order.createdAt),
      completedAt: iso(order.completedAt),
    })),
  }

  const listening = await db
    .select({
      day: playtimeDaily.day,
      seconds: playtimeDaily.seconds,
      title: mediaItems.title,
      theme: themes.name,
    })
    .from(playtimeDaily)
    .innerJoin(mediaItems, eq(mediaItems.id, playtimeDaily.mediaId))
    .innerJoin(themes, eq(themes.id, playtimeDaily.themeId))
    .where(eq(playtimeDaily.userId, userId))
    .orderBy(asc(playtimeDaily.day), asc(mediaItems.title))
  const listeningSet: DataSet = {
    file: 'historial-de-escucha',
    columns: [
      ['Día', 'day'],
      ['Contenido', 'title'],
      ['Tema', 'theme'],
      ['Segundos escuchados', 'seconds'],
    ],
    rows: listening.map((row) => ({ ...row })),
  }

  const progress = await db
    .select({
      title: mediaItems.title,
      firstDay: playbackProgress.firstDay,
      furthestSeconds: playbackProgress.furthestSeconds,
      duration: mediaItems.duration,
      updatedAt: playbackProgress.updatedAt,
    })
    .from(playbackProgress)
    .innerJoin(mediaItems, eq(mediaItems.id, playbackProgress.mediaId))
    .where(eq(playbackProgress.userId, userId))
    .orderBy(asc(playbackProgress.firstDay), asc(mediaItems.title))
  const progressSet: DataSet = {
    file: 'progreso',
    columns: [
      ['Contenido', 'title'],
      ['Empezado el', 'firstDay'],
      ['Hasta el segundo', 'furthestSeconds'],
      ['Duración (s)', 'duration'],
      ['Actualizado', 'updatedAt', 'dateTime'],
    ],
    rows: progress.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
  }

  const positions = await db
    .select({
      title: mediaItems.title,
      positionSeconds: playbackPositions.positionSeconds,
      durationSeconds: playbackPositions.durationSeconds,
      updatedAt: playbackPositions.updatedAt,
    })
    .from(playbackPositions)
    .innerJoin(mediaItems, eq(mediaItems.id, playbackPositions.mediaId))
    .where(eq(playbackPositions.userId, userId))
    .orderBy(desc(playbackPositions.updatedAt))
  const positionSet: DataSet = {
    file: 'posiciones-de-reproduccion',
    columns: [
      ['Contenido', 'title'],
      ['Continuar desde (s)', 'positionSeconds'],
      ['Duración (s)', 'durationSeconds'],
      ['Actualizado', 'updatedAt', 'dateTime'],
    ],
    rows: positions.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
  }

  const reviewRows = await db.select().from(reviews).where(eq(reviews.userId, userId))
  const reviewSet: DataSet = {
    file: 'resenas',
    columns: [
      ['Puntuación', 'rating'],
      ['Comentario', 'comment'],
      ['Estado', 'status'],
      ['Eliminada por el equipo', 'isDeleted'],
      ['Fecha', 'createdAt', 'dateTime'],
      ['Última actualización', 'updatedAt', 'dateTime'],
    ],
    rows: reviewRows.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      status: review.status,
      isDeleted: review.isDeleted,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
  }

  const favouriteRows = await db
    .select({ title: mediaItems.title, fileType: mediaItems.fileType, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(mediaItems, eq(mediaItems.id, favourites.mediaId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
  const favouriteSet: DataSet = {
    file: 'favoritos',
    columns: [
      ['Contenido', 'title'],
      ['Tipo', 'fileType'],
      ['Marcado el', 'createdAt', 'dateTime'],
    ],
    rows: favouriteRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  }

  const programSet = await programRuns(db, userId)

  // Issue 33: the member's own words when they cancelled a renewal ('¿Por qué cancelas?').
  const cancellationRows = await db
    .select({
      planName: plans.name,
      reason: renewalCancellations.reason,
      note: renewalCancellations.note,
      createdAt: renewalCancellations.createdAt,
    })
    .from(renewalCancellations)
    .innerJoin(plans, eq(plans.id, renewalCancellations.planId))
    .where(eq(renewalCancellations.userId, userId))
    .orderBy(asc(renewalCancellations.createdAt))
  const cancellationSet: DataSet = {
    file: 'cancelaciones',
    columns: [
      ['Plan', 'planName'],
      ['Motivo', 'reason'],
      ['Comentario', 'note'],
      ['Fecha', 'createdAt', 'dateTime'],
    ],
    rows: cancellationRows.map((row) => ({
      ...row,
      reason: row.reason ? t(`cancelReason.${row.reason}.label`) : '',
      note: row.note ?? '',
      createdAt: iso(row.createdAt),
    })),
  }

  // Issue 34: the problems the member reported from the accessibility statement's form. A report
  // holds an address, not a user id (anyone may send one), so the member's are those sent from the
  // account's current address. Both are stored trimmed and lower-cased (the form's schema and
  // emailSchema); lower() on the column as well keeps the match case-insensitive whatever wrote the row.
  const reportRows = await db
    .select({
      name: accessibilityReports.name,
      page: accessibilityReports.page,
      message: accessibilityReports.message,
      createdAt: accessibilityReports.createdAt,
    })
    .from(accessibilityReports)
    .where(eq(sql`lower(${accessibilityReports.email})`, user.email.trim().toLowerCase()))
    .orderBy(asc(accessibilityReports.createdAt), asc(accessibilityReports.id))
  const reportSet: DataSet = {
    file: 'avisos-de-accesibilidad',
    columns: [
      ['Fecha', 'createdAt', 'dateTime'],
      ['Página o contenido', 'page'],
      ['Problema', 'message'],
      ['Nombre que diste', 'name'],
    ],
    rows: reportRows.map((row) => ({
      createdAt: iso(row.createdAt),
      page: row.page ?? '',
      message: row.message,
      name: row.name ?? '',
    })),
  }

  return [
    profile,
    { ...tests, rows: testsJson, csvRows: testLines },
    subscriptionSet,
    orderSet,
    listeningSet,
    progressSet,
    positionSet,
    reviewSet,
    favouriteSet,
    programSet,
    cancellationSet,
    reportSet,
    ...(await habitSets(db, userId)),
    ...(await reminderSets(db, userId)),
    ...(await invoiceSets(db, userId)),
  ]
}

/**
 * The member's reminder (issue 31) and the browsers that receive it. A browser's push endpoint and
 * dates are the member's data; its encryption keys (p256dh, auth) are the browser's secrets and stay
 * out, and so does the calendar feed's token (the file says whether there is one).
 */
async function reminderSets(db: Database, userId: string): Promise<DataSet[]> {
  const [reminder] = await db
    .select({ reminder: reminders, timeZone: memberSettings.timeZone })
    .from(reminders)
    .leftJoin(memberSettings, eq(memberSettings.userId, reminders.userId))
    .where(eq(reminders.userId, userId))
  const devices = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      updatedAt: pushSubscriptions.updatedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
  const minute = reminder?.reminder.minuteOfDay ?? 0
  return [
    {
      file: 'recordatorios',
      columns: [
        ['Días (1 = lunes)', 'weekdays'],
        ['Hora', 'time'],
        ['Zona horaria', 'timeZone'],
        ['Notificaciones', 'push'],
        ['Correo', 'email'],
        ['Enlace de calendario', 'calendarFeed'],
        ['Último recordatorio (día)', 'lastSentOn'],
        ['Guardado el', 'updatedAt', 'dateTime'],
      ],
      rows: reminder
        ? [
            {
              weekdays: [...reminder.reminder.weekdays].sort((a, b) => a - b).join(', '),
              time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
              timeZone: reminder.timeZone,
              push: reminder.reminder.push,
              email: reminder.reminder.email,
              calendarFeed: reminder.reminder.calendarToken !== null,
              lastSentOn: reminder.reminder.lastSentOn,
              createdAt: iso(reminder.reminder.createdAt),
              updatedAt: iso(reminder.reminder.updatedAt),
            },
          ]
        : [],
    },
    {
      file: 'dispositivos-con-notificaciones',
      columns: [
        ['Dirección del servicio de notificaciones', 'endpoint'],
        ['Activado el', 'createdAt', 'dateTime'],
        ['Actualizado el', 'updatedAt', 'dateTime'],
      ],
      rows: devices.map((row) => ({
        endpoint: row.endpoint,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
    },
  ]
}

/**
 * The member's programs (issue 30): each run with the steps done and the reflections written after
 * them ('¿Cómo te sientes ahora?'), private to the member. The JSON nests the steps in the run; the
 * CSV has one line per step done (a run with none has one line).
 */
async function programRuns(db: Database, userId: string): Promise<DataSet> {
  const runs = await db
    .select({ run: programEnrolments, title: programs.title })
    .from(programEnrolments)
    .innerJoin(programs, eq(programs.id, programEnrolments.programId))
    .where(eq(programEnrolments.userId, userId))
    .orderBy(asc(programEnrolments.startedAt), asc(programEnrolments.id))
  const steps = await db
    .select({
      enrolmentId: programStepCompletions.enrolmentId,
      position: programStepCompletions.position,
      completedOn: programStepCompletions.completedOn,
      title: mediaItems.title,
      mood: programReflections.mood,
      note: programReflections.note,
    })
    .from(programStepCompletions)
    .innerJoin(programEnrolments, eq(programEnrolments.id, programStepCompletions.enrolmentId))
    .leftJoin(
      programSteps,
      and(
        eq(programSteps.programId, programEnrolments.programId),
        eq(programSteps.position, programStepCompletions.position),
      ),
    )
    .leftJoin(mediaItems, eq(mediaItems.id, programSteps.mediaId))
    .leftJoin(
      programReflections,
      and(
        eq(programReflections.enrolmentId, programStepCompletions.enrolmentId),
        eq(programReflections.position, programStepCompletions.position),
      ),
    )
    .where(eq(programEnrolments.userId, userId))
    .orderBy(asc(programStepCompletions.position))
  const rows = runs.map(({ run, title }) => ({
    id: run.id,
    program: title,
    startedAt: iso(run.startedAt),
    startedOn: run.startedOn,
    completedOn: run.completedOn,
    steps: steps
      .filter((step) => step.enrolmentId === run.id)
      .map(({ enrolmentId: _, ...step }) => ({ ...step, title: step.title ?? '', note: step.note ?? '' })),
  }))
  return {
    file: 'programas',
    columns: [
      ['Programa', 'program'],
      ['Empezado el', 'startedOn'],
      ['Terminado el', 'completedOn'],
      ['Paso', 'position'],
      ['Contenido', 'title'],
      ['Paso hecho el', 'stepCompletedOn'],
      ['Cómo te sentías (1 a 5)', 'mood'],
      ['Nota', 'note'],
    ],
    rows,
    csvRows: rows.flatMap((run) =>
      (run.steps.length ? run.steps : [undefined]).map((step) => ({
        program: run.program,
        startedOn: run.startedOn,
        completedOn: run.completedOn,
        position: step?.position ?? '',
        title: step?.title ?? '',
        stepCompletedOn: step?.completedOn ?? '',
        mood: step?.mood ?? '',
        note: step?.note ?? '',
      })),
    ),
  }
}

/**
 * The member's invoices (issue 32, decision 113) as issued (the PDFs stay downloadable from Mi
 * Suscripción), and the billing details they entered for them. Amounts in units, like the orders.
 */
async function invoiceSets(db: Database, userId: string): Promise<DataSet[]> {
  const issued = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.code))
  const codes = new Map(issued.map((invoice) => [invoice.id, invoice.code]))
  const [details] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId))
  const units = (cents: number) => cents / 100
  return [
    {
      file: 'facturas',
      columns: [
        ['Número', 'code'],
        ['Fecha', 'issuedAt', 'dateTime'],
        ['Rectifica a', 'rectifies'],
        ['Concepto', 'planName'],
        ['Desde', 'periodStart', 'dateTime'],
        ['Hasta', 'periodEnd', 'dateTime'],
        ['Base imponible', 'base'],
        ['Tipo de IVA (%)', 'taxRate'],
        ['Cuota de IVA', 'tax'],
        ['Total', 'total'],
        ['Moneda', 'currency'],
        ['A nombre de', 'buyerName'],
        ['NIF', 'buyerTaxId'],
        ['Dirección', 'buyerAddress'],
      ],
      rows: issued.map((invoice) => ({
        code: invoice.code,
        issuedAt: iso(invoice.issuedAt),
        rectifies: invoice.rectifiesId ? (codes.get(invoice.rectifiesId) ?? '') : '',
        planName: invoice.planName,
        periodStart: iso(invoice.periodStart),
        periodEnd: iso(invoice.periodEnd),
        base: units(invoice.baseCents),
        taxRate: invoice.taxRateBasisPoints / 100,
        tax: units(invoice.taxCents),
        total: units(invoice.totalCents),
        currency: invoice.currency,
        buyerName: invoice.buyerName,
        buyerTaxId: invoice.buyerTaxId,
        buyerAddress: invoice.buyerAddress,
      })),
    },
    {
      file: 'datos-de-facturacion',
      columns: [
        ['Nombre o razón social', 'name'],
        ['NIF, NIE o CIF', 'taxId'],
        ['Dirección', 'address'],
        ['Código postal', 'postalCode'],
        ['Localidad', 'city'],
        ['Provincia', 'province'],
        ['País', 'country'],
        ['Guardados el', 'updatedAt', 'dateTime'],
      ],
      rows: details
        ? [
            {
              name: details.name,
              taxId: details.taxId,
              address: details.address,
              postalCode: details.postalCode,
              city: details.city,
              province: details.province,
              country: details.country,
              updatedAt: iso(details.updatedAt),
            },
          ]
        : [],
    },
  ]
}

/** The CSV's clock named for the reader: Madrid as it always read, any other zone by its IANA id. */
const csvClock = (timeZone: string) =>
  isPeninsularSpain(timeZone) ? 'en hora de Madrid' : `en la hora de la zona ${timeZone}`

const readme = (timeZone: string) => `Copia de tus datos de Sosiego

Cada archivo está dos veces: en JSON (para otro programa) y en CSV (para una hoja de cálculo; UTF-8).

- perfil: tus datos de cuenta.
- tests: cada test de bienestar que hiciste, con tus respuestas y el resultado.
  ${healthDataNote}
- suscripciones y ordenes: tus planes y tus pagos.
- historial-de-escucha: los segundos que escuchaste cada contenido, día a día.
- progreso: hasta dónde llegaste en cada contenido.
- posiciones-de-reproduccion: dónde te quedaste para continuar.
- resenas: tu reseña del servicio.
- cancelaciones: cada vez que cancelaste la renovación de tu plan, con el motivo y el comentario si los diste.
- favoritos: los contenidos que marcaste.
- avisos-de-accesibilidad: los problemas de accesibilidad que nos contaste desde la declaración de accesibilidad con el correo de tu cuenta, con la fecha, la página, tu mensaje y el nombre que diste.
- programas: los programas que empezaste, los pasos que hiciste y lo que anotaste después de cada uno.
- ajustes-de-habitos: si muestras tu racha, tu objetivo semanal y la zona horaria de tus días.
- dias-de-descanso: los días que marcaste como descanso.
- facturas y datos-de-facturacion: las facturas que te emitimos (las descargas en PDF desde Mi Suscripción) y los datos que diste para ellas.
- recordatorios y dispositivos-con-notificaciones: tu recordatorio (días, hora, zona, canales) y los navegadores que lo reciben (sin sus claves de cifrado).

Las fechas del JSON están en UTC (ISO 8601); las del CSV, ${csvClock(timeZone)}.
`

function csvCell(row: Record<string, unknown>, [, key, format]: Column, timeZone: string): unknown {
  const value = row[key]
  if (format === 'dateTime') return typeof value === 'string' ? csvDateTime(new Date(value), timeZone) : ''
  if (typeof value === 'boolean') return value ? 'Sí' : 'No'
  return value
}

/**
 * Writes the ZIP to `target`, streaming (archiver): each data set as JSON and as CSV (the project's
 * CSV rules: BOM, formula cells neutralised). Written beside the target first and renamed when
 * complete, so a half-written file is never served. The CSV's dates are on `timeZone`, the service's
 * clock (config.timeZone); the JSON's stay in UTC.
 */
export async function writeExportZip(
  target: string,
  sets: DataSet[],
  exportedAt: Date,
  timeZone: string,
): Promise<void> {
  const partial = `${target}.part`
  const zip = new ZipArchive({ zlib: { level: 6 } })
  const written = pipeline(zip, createWriteStream(partial))
  try {
    zip.append(readme(timeZone), { name: 'LEEME.txt', date: exportedAt })
    for (const set of sets) {
      const json = {
        exportedAt: exportedAt.toISOString(),
        ...(set.specialCategory ? { specialCategory: set.specialCategory } : {}),
        [set.file]: set.rows,
      }
      zip.append(`${JSON.stringify(json, null, 2)}\n`, { name: `${set.file}.json`, date: exportedAt })
      const lines = set.csvRows ?? set.rows
      const rows = lines.map((row) => set.columns.map((column) => csvCell(row, column, timeZone)))
      zip.append(
        csvStream(
          set.columns.map(([header]) => header),
          Readable.from([rows]),
        ),
        { name: `${set.file}.csv`, date: exportedAt },
      )
    }
    await zip.finalize()
    await written
    await rename(partial, target)
  } catch (error) {
    zip.abort()
    await written.catch(() => undefined)
    await rm(partial, { force: true })
    throw error
  }
}
