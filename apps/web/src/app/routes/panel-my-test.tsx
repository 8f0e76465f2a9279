import { useSearchParams } from 'react-router'
import { MyTestPage } from '../../features/questionnaire/components/my-test-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

/** /panel/mis-tests (and `?miniFlow=1` on the way to the mini checkout). */
export function PanelMyTestRoute() {
  const [searchParams] = useSearchParams()
  return <MyTestPage user={useSignedInUser()} miniFlow={searchParams.get('miniFlow') === '1'} />
}
