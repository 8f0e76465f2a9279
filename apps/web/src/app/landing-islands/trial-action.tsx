import { es } from '@sosiego/shared/messages/site'
import { Button } from '../../components/ui/button.tsx'
import { startTrial } from './start-trial.ts'

/** The 'Prueba gratuita' section's button. */
export function TrialAction() {
  return (
    <Button size="lg" variant="accent" className="w-full md:w-auto" onClick={startTrial}>
      {es['hero.cta']}
    </Button>
  )
}
