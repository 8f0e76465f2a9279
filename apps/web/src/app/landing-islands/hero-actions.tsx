import { es } from '@sosiego/shared/messages/site'
import { Button } from '../../components/ui/button.tsx'
import { useSectionNavigation } from '../../features/landing/lib/section-scroll.ts'
import { startTrial } from './start-trial.ts'

/** The hero's two buttons: start the trial, or see the plans. */
export function HeroActions() {
  const { goToSection } = useSectionNavigation()
  return (
    <>
      <Button size="lg" onClick={startTrial}>
        {es['hero.cta']}
      </Button>
      <Button size="lg" variant="outline" onClick={() => goToSection('pricing')}>
        {es['hero.seePlans']}
      </Button>
    </>
  )
}
