import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx'

describe('Tabs', () => {
  it('shows the chosen panel', async () => {
    const user = userEvent.setup()
    render(
      <Tabs defaultValue="perfil">
        <TabsList>
          <TabsTrigger value="perfil">Perfil</TabsTrigger>
          <TabsTrigger value="contrasena">Contraseña</TabsTrigger>
        </TabsList>
        <TabsContent value="perfil">Datos del perfil</TabsContent>
        <TabsContent value="contrasena">Cambio de contraseña</TabsContent>
      </Tabs>,
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Datos del perfil')

    await user.click(screen.getByRole('tab', { name: 'Contraseña' }))

    expect(screen.getByRole('tab', { name: 'Contraseña' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cambio de contraseña')
  })
})

describe('Tabs from the keyboard', () => {
  function renderTabs(activationMode: 'automatic' | 'manual', onValueChange = vi.fn()) {
    render(
      <Tabs defaultValue="audio" activationMode={activationMode} onValueChange={onValueChange}>
        <TabsList aria-label="Tipo">
          <TabsTrigger value="audio">Audios</TabsTrigger>
          <TabsTrigger value="video">Videos</TabsTrigger>
        </TabsList>
        <TabsContent value="audio">Lista de audios</TabsContent>
        <TabsContent value="video">Lista de videos</TabsContent>
      </Tabs>,
    )
    return onValueChange
  }

  it('reaches the chosen tab with Tab, and the arrows choose the next one, round the ends', async () => {
    const user = userEvent.setup()
    const onValueChange = renderTabs('automatic')
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Audios' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('tabindex', '-1')

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus()
    expect(onValueChange).toHaveBeenLastCalledWith('video')
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent('Lista de videos')
    expect(panel).toHaveAccessibleName('Videos')

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Audios' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de audios')
  })

  it('in manual mode moves focus only, and Enter chooses', async () => {
    const user = userEvent.setup()
    const onValueChange = renderTabs('manual')
    await user.tab()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus()
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de audios')

    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('video')
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true')
  })
})
