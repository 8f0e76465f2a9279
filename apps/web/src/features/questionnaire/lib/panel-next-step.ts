import { canTakeTest } from '@sosiego/shared'

export type PanelNextStepUser = {
  role: string
  tookTest: boolean
  activeSubscription?: { status: string } | null
}

/**
 * What the panel's home leads to (issue 19): the wellbeing test while it is not taken (it is free
 * and picks what to listen to), then, with a plan in force, the recommendations and Meditaciones;
 * without one, the plans. Every member sees one way on, never an empty page.
 */
export type PanelNextStep = { primary: 'test' | 'meditations' | 'plans'; hasPlan: boolean }

export function panelNextStep(user: PanelNextStepUser): PanelNextStep {
  const hasPlan = user.activeSubscription?.status === 'active'
  if (canTakeTest(user.role) && !user.tookTest) return { primary: 'test', hasPlan }
  return { primary: hasPlan ? 'meditations' : 'plans', hasPlan }
}
