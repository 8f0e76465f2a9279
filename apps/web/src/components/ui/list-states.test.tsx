import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { StaleListNotice } from './list-states.tsx'

const notice = 'Algunos datos pueden no estar en caché...'

/** A list as the back office draws one: its items, and the note above them. */
function List({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['lista'], queryFn: load })
  return (
    <div>
      <StaleListNotice query={query} />
      <button type="button" onClick={() => void query.refetch()}>
        Actualizar
      </button>
      <ul>
        {(query.data ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function renderList(load: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <List load={load} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('StaleListNotice', () => {
  it('says nothing while the list loads, nor once it is fresh', async () => {
    renderList(async () => ['Calma'])
    expect(screen.queryByText(notice)).toBeNull()
    expect(await screen.findByText('Calma')).toBeInTheDocument()
    expect(screen.queryByText(notice)).toBeNull()
  })

  it('says nothing when the list never loaded: that is a load error, shown by the page', async () => {
    renderList(async () => {
      throw new Error('caído')
    })
    await waitFor(() => expect(screen.getByRole('list').children).toHaveLength(0))
    expect(screen.queryByText(notice)).toBeNull()
  })

  it('shows the spec’s text over the cached list when its refresh fails, until a reload succeeds', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['Calma'])
    const user = renderList(load)
    expect(await screen.findByText('Calma')).toBeInTheDocument()

    load.mockRejectedValueOnce(new Error('Servidor ocupado.'))
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))
    expect(await screen.findByText(notice)).toBeInTheDocument()
    expect(screen.getByText('Calma')).toBeInTheDocument()

    load.mockResolvedValueOnce(['Calma', 'Sueño'])
    await user.click(screen.getByRole('button', { name: 'Volver a cargar' }))
    expect(await screen.findByText('Sueño')).toBeInTheDocument()
    expect(screen.queryByText(notice)).toBeNull()
  })
})
