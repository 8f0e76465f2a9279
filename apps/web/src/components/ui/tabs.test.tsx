import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
