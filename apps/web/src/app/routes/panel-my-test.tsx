import { useSearchParams } from 'react-router'
import { RecommendedProgram } from '../../features/programs/components/recommended-program.tsx'
import { MyTestPage } from '../../features/questionnaire/components/my-test-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { usePlanPicker } from './plan-picker.tsx'

/** /panel/mis-tests (and `?miniFlow=1` on the way to the mini checkout); the results recommend a program. */
export function PanelMyTestRoute() {
  const [searchParams] = useSearchParams()
  const { openPicker, picker } = usePlanPicker()
  return (
    <>
      <MyTestPage
        user={useSignedInUser()}
        miniFlow={searchParams.get('miniFlow') === '1'}
        recommendation={(result) => <RecommendedProgram result={result} onUpgrade={openPicker} />}
      />
      {picker}
    </>
  )
}
