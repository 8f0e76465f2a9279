import type { ThemeSlug } from './catalogue-map.ts'

/**
 * The wellbeing test's content (issue 5): ten questions, p1 to p10, in five sections of two. Each
 * option points to one theme of the catalogue map, or to none (`null`, the spec's 'otro'): each
 * question has one such option, for answers that say "all is well" or "something else", which count
 * for nothing. Option ids are stable words, so
 * stored answers keep their meaning if the wording or the order changes. Every theme is reachable
 * from at least two questions. See docs/decisions for how the questions were designed.
 */
export type QuestionOption = { id: string; label: string; theme: ThemeSlug | null }
export type Question = { id: QuestionId; text: string; options: readonly QuestionOption[] }
export type QuestionSection = { title: string; questions: readonly [Question, Question] }

export const questionIds = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'] as const
export type QuestionId = (typeof questionIds)[number]

/** Question id → chosen option id. */
export type TestAnswers = Record<QuestionId, string>

export const questionnaireSections: readonly QuestionSection[] = [
  {
    title: 'Cómo estás hoy',
    questions: [
      {
        id: 'p1',
        text: 'Últimamente, ¿qué es lo que más ocupa tu mente?',
        options: [
          { id: 'vinculos', label: 'Las personas que quiero y cómo estamos', theme: 'familia' },
          {
            id: 'pendientes',
            label: 'Lo que tengo pendiente y no consigo empezar',
            theme: 'procrastinacion',
          },
          { id: 'preocupaciones', label: 'Preocupaciones que me cuesta soltar', theme: 'salud-mental' },
          { id: 'sentido', label: 'Preguntas sobre el sentido de lo que hago', theme: 'proposito-de-vida' },
          { id: 'cambios', label: 'Cambios que quiero hacer en mí', theme: 'desarrollo-personal' },
          { id: 'otro', label: 'Otra cosa', theme: null },
        ],
      },
      {
        id: 'p2',
        text: '¿Cómo describirías tus emociones en estas últimas semanas?',
        options: [
          { id: 'desbordan', label: 'Cambian mucho y a veces me desbordan', theme: 'salud-emocional' },
          {
            id: 'reacciono',
            label: 'Reacciono rápido y luego me arrepiento',
            theme: 'inteligencia-emocional',
          },
          {
            id: 'tristeza',
            label: 'Siento tristeza por alguien o algo que ya no está',
            theme: 'perdida-duelos',
          },
          { id: 'disfrutar', label: 'Estoy bien, pero me cuesta disfrutar lo que tengo', theme: 'gratitud' },
          { id: 'tension', label: 'Noto tensión o cansancio en el cuerpo', theme: 'salud-fisica' },
          { id: 'otro', label: 'Prefiero no responder', theme: null },
        ],
      },
    ],
  },
  {
    title: 'Tus vínculos',
    questions: [
      {
        id: 'p3',
        text: '¿Qué relación te gustaría cuidar más en este momento?',
        options: [
          { id: 'pareja', label: 'La relación con mi pareja', theme: 'pareja' },
          { id: 'familia', label: 'La relación con mi familia', theme: 'familia' },
          { id: 'amistades', label: 'Mis amistades', theme: 'amistad' },
          { id: 'conmigo', label: 'La relación conmigo', theme: 'personalidad-identidad' },
          { id: 'otro', label: 'Ninguna en especial', theme: null },
        ],
      },
      {
        id: 'p4',
        text: 'Cuando surge un desacuerdo con alguien cercano, sueles…',
        options: [
          {
            id: 'callar',
            label: 'Guardarte lo que sientes para evitar discusiones',
            theme: 'salud-emocional',
          },
          {
            id: 'reaccionar',
            label: 'Reaccionar con fuerza y lamentarlo después',
            theme: 'inteligencia-emocional',
          },
          { id: 'alejarte', label: 'Alejarte de esa persona durante un tiempo', theme: 'amistad' },
          { id: 'culpa', label: 'Darle muchas vueltas a qué hiciste mal', theme: 'creencias-mentales' },
          { id: 'otro', label: 'Hablarlo con calma; lo llevas bien', theme: null },
        ],
      },
    ],
  },
  {
    title: 'Tu día a día',
    questions: [
      {
        id: 'p5',
        text: '¿Qué te gustaría cambiar de tu rutina?',
        options: [
          { id: 'descanso', label: 'Dormir y descansar mejor', theme: 'salud-fisica' },
          { id: 'habitos', label: 'Crear hábitos que me hagan bien y mantenerlos', theme: 'habitos' },
          { id: 'posponer', label: 'Dejar de posponer lo importante', theme: 'procrastinacion' },
          { id: 'pausa', label: 'Tener un momento de calma solo para mí', theme: 'meditacion' },
          { id: 'tiempo', label: 'Organizar mejor mi tiempo', theme: 'productividad' },
          { id: 'otro', label: 'Nada en especial; mi rutina me sienta bien', theme: null },
        ],
      },
      {
        id: 'p6',
        text: 'Al final del día, ¿qué sientes con más frecuencia?',
        options: [
          { id: 'inquietud', label: 'Una inquietud que no se va', theme: 'salud-mental' },
          { id: 'avance', label: 'Que no avancé en lo que me propuse', theme: 'metas-objetivos' },
          { id: 'seres-queridos', label: 'Que dediqué poco tiempo a quienes quiero', theme: 'familia' },
          { id: 'agradecimiento', label: 'Agradecimiento por lo vivido', theme: 'gratitud' },
          { id: 'identidad', label: 'Dudas sobre quién soy o qué quiero', theme: 'personalidad-identidad' },
          { id: 'otro', label: 'Tranquilidad: fue un buen día', theme: null },
        ],
      },
    ],
  },
  {
    title: 'Trabajo y dinero',
    questions: [
      {
        id: 'p7',
        text: '¿Cómo te sientes con tu trabajo o tu actividad principal?',
        options: [
          { id: 'concentracion', label: 'Me cuesta concentrarme y rendir', theme: 'productividad' },
          { id: 'sin-sentido', label: 'Cumplo, pero no le encuentro sentido', theme: 'proposito-laboral' },
          { id: 'ultimo-momento', label: 'Lo dejo todo para el último momento', theme: 'procrastinacion' },
          { id: 'nuevo-camino', label: 'Busco un cambio o un nuevo camino', theme: 'metas-objetivos' },
          { id: 'otro', label: 'Me siento a gusto con lo que hago', theme: null },
        ],
      },
      {
        id: 'p8',
        text: '¿Qué frase se parece más a tu relación con el dinero?',
        options: [
          {
            id: 'preocupa',
            label: 'Me preocupa a menudo, aunque tenga lo necesario',
            theme: 'creencia-dinero',
          },
          { id: 'impulsos', label: 'Gasto sin pensarlo y luego me arrepiento', theme: 'habitos' },
          {
            id: 'algo-mas',
            label: 'Quisiera que mi trabajo me diera algo más que dinero',
            theme: 'proposito-laboral',
          },
          {
            id: 'no-es-para-mi',
            label: 'Pienso que hay cosas que no son para mí',
            theme: 'creencias-mentales',
          },
          { id: 'otro', label: 'Está en orden; no me preocupa', theme: null },
        ],
      },
    ],
  },
  {
    title: 'Lo que buscas',
    questions: [
      {
        id: 'p9',
        text: '¿Qué te gustaría encontrar en Sosiego?',
        options: [
          { id: 'meditar', label: 'Aprender a meditar desde cero', theme: 'meditacion' },
          {
            id: 'emociones',
            label: 'Herramientas para gestionar mis emociones',
            theme: 'inteligencia-emocional',
          },
          { id: 'perdida', label: 'Compañía para atravesar una pérdida', theme: 'perdida-duelos' },
          { id: 'metas', label: 'Impulso para alcanzar mis metas', theme: 'metas-objetivos' },
          { id: 'importa', label: 'Conectar con lo que de verdad me importa', theme: 'proposito-de-vida' },
          { id: 'otro', label: 'Todavía no lo sé', theme: null },
        ],
      },
      {
        id: 'p10',
        text: 'Si pudieras regalarte algo para los próximos meses, ¿qué sería?',
        options: [
          { id: 'cercania', label: 'Una relación de pareja más cercana', theme: 'pareja' },
          { id: 'crecer', label: 'Crecer como persona', theme: 'desarrollo-personal' },
          { id: 'presencia', label: 'Vivir con más gratitud y presencia', theme: 'gratitud' },
          { id: 'equilibrio', label: 'Equilibrio emocional', theme: 'salud-emocional' },
          { id: 'dinero', label: 'Tranquilidad con el dinero', theme: 'creencia-dinero' },
          { id: 'otro', label: 'Otra cosa', theme: null },
        ],
      },
    ],
  },
]

/** The questions in order, p1 to p10. */
export const questionnaireQuestions: readonly Question[] = questionnaireSections.flatMap(
  (section) => section.questions,
)

/** The option a question's answer names, or undefined when the question or the option is unknown. */
export function findOption(questionId: string, optionId: string): QuestionOption | undefined {
  return questionnaireQuestions
    .find((question) => question.id === questionId)
    ?.options.find((option) => option.id === optionId)
}
