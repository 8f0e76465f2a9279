import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** Landing-page anchors the navigation bar and footer scroll to. */
export type SectionId = 'header' | 'prueba-gratuita' | 'pricing' | 'about' | 'testimonials'

// Leaves the home page time to render before scrolling to one of its sections.
const renderDelayMs = 100

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollToSection(id: SectionId): void {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

/** Scrolls to a landing section, first going home when the visitor is elsewhere. */
export function useSectionNavigation() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onHome = pathname === '/'

  const goToSection = useCallback(
    (id: SectionId) => {
      if (onHome) return scrollToSection(id)
      // The home page scrolls once it has rendered (see useRequestedSectionScroll): a timer started
      // here could fire before a slow device has drawn the section.
      navigate('/', { state: { section: id } })
    },
    [onHome, navigate],
  )

  const goToTop = useCallback(() => {
    if (onHome) return scrollToTop()
    navigate('/')
  }, [onHome, navigate])

  return { goToSection, goToTop }
}

/** On the home page: scrolls to the section another page asked for, shortly after rendering. */
export function useRequestedSectionScroll() {
  const location = useLocation()
  const section = (location.state as { section?: SectionId } | null)?.section
  useEffect(() => {
    if (!section) return
    const timer = window.setTimeout(() => scrollToSection(section), renderDelayMs)
    return () => window.clearTimeout(timer)
  }, [section])
}
