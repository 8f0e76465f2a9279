import { crmUserLatestGrantEnd } from '@sosiego/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makePlan } from '../../../test/fixtures.ts'
import { todayIso, type UserFormState, validateUserForm } from '../lib/user-form.ts'
import { UserPlanFields } from './user-form-parts.tsx'

afterEach(() => vi.unstubAllGlobals())

const member: UserFormState = {
  name: 'Ana',
  lastName: 'Luz',
  email: 'ana@sosiego.test',
  role: 'subscriber',
  planSlug: '',
  duration: 'infinite',
  endDate: '',
}

function PlanFields({ grantLimit }: { grantLimit?: string }) {
  const [form, setForm] = useState(member)
  return (
    <UserPlanFields
      form={form}
      errors={{}}
      noPlanLabel="Sin plan"
      grantLimit={grantLimit}
      onChange={(changes) => setForm((current) => ({ ...current, ...changes }))}
    />
  )
}

function renderFields(grantLimit?: string) {
  mockApi({
    'GET /api/plans/list': () =>
      jsonResponse({ success: true, message: 'ok', data: [makePlan({ slug: 'full', name: 'Full' })] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <PlanFields grantLimit={grantLimit} />
    </QueryClientProvider>,
  )
}

describe("the back office's plan fields for a crmUser (issue 27, I-1)", () => {
  it('offers a crmUser only a dated plan ending within 15 days, and says why', async () => {
    const limit = crmUserLatestGrantEnd(todayIso())
    renderFields(limit)
    await screen.findByRole('option', { name: 'Full' })
    fireEvent.change(screen.getByLabelText('Plan'), {
      target: { value: (await screen.findByText('Full')) && 'full' },
    })
    const duration = screen.getByLabelText('Duración de la suscripción') as HTMLSelectElement
    expect(duration.value).toBe('limited')
    expect(screen.getByRole('option', { name: 'Sin fecha de fin' })).toBeDisabled()
    expect(screen.getByLabelText('Fecha de fin')).toHaveAttribute('max', limit)
    expect(
      screen.getByText(
        'Puedes asignar un plan con fecha de fin de como máximo 15 días. Un plan sin fecha de fin, o más largo, lo asigna un administrador.',
      ),
    ).toBeVisible()
    const later = { ...member, planSlug: 'full', duration: 'limited' as const, endDate: '2999-01-01' }
    expect(validateUserForm(later, limit).endDate).toBe(
      'Puedes asignar un plan de como máximo 15 días. Para uno más largo, pide ayuda a un administrador.',
    )
    expect(validateUserForm({ ...later, endDate: limit }, limit).endDate).toBeUndefined()
  })

  it('leaves an admin every choice', async () => {
    renderFields()
    await screen.findByRole('option', { name: 'Full' })
    fireEvent.change(screen.getByLabelText('Plan'), {
      target: { value: (await screen.findByText('Full')) && 'full' },
    })
    expect(screen.getByRole('option', { name: 'Sin fecha de fin' })).toBeEnabled()
    expect((screen.getByLabelText('Duración de la suscripción') as HTMLSelectElement).value).toBe('infinite')
  })
})
