import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx'
import { googleConfirmedParam } from '../../../lib/google-reauth.ts'
import { settingsTabParam } from '../../../lib/settings-paths.ts'
import { DataExportSection } from './data-export-section.tsx'
import { DeleteAccountSection } from './delete-account-section.tsx'
import { PasswordForm } from './password-form.tsx'
import { ProfileForm } from './profile-form.tsx'

export type SettingsTab = { value: string; label: string; content: ReactNode }

const panelClasses = 'rounded-2xl border border-ink-200 bg-white p-5 shadow-soft sm:p-8'

/** /panel/configuracion: tabs Perfil, Contraseña and Tu cuenta (the member's own data: the export, decision 088, and deletion, decision 069). */
export function SettingsPage({
  user,
  accountSections,
  extraTabs = [],
}: {
  user: SessionUser
  accountSections?: ReactNode
  /** Tabs other features add after these (Recordatorios, issue 31), opened by `?pestana=<value>`. */
  extraTabs?: readonly SettingsTab[]
}) {
  // Back from 'Confirmar con Google' (decision 089): the deletion it was for is on 'Tu cuenta'; links
  // elsewhere open that tab too (`?pestana=cuenta`): the copy of their data the e-mail leads to
  // (decision 098) and the test's consent (decision 100).
  const [searchParams] = useSearchParams()
  const named = searchParams.get(settingsTabParam)
  const openTab =
    searchParams.has(googleConfirmedParam) || named === 'cuenta'
      ? 'cuenta'
      : (extraTabs.find((tab) => tab.value === named)?.value ?? 'perfil')
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{es['settings.title']}</h1>
        <p className="text-base text-ink-600">{es['settings.subtitle']}</p>
      </header>
      <Tabs defaultValue={openTab}>
        <TabsList
          aria-label={es['settings.tabs']}
          // Four tabs do not fit a phone's width in one row: two rows of two there.
          className={
            extraTabs.length ? 'grid grid-cols-2 rounded-2xl sm:inline-flex sm:rounded-full' : undefined
          }
        >
          <TabsTrigger value="perfil">{es['settings.profileTab']}</TabsTrigger>
          <TabsTrigger value="contrasena">{es['settings.passwordTab']}</TabsTrigger>
          <TabsTrigger value="cuenta">{es['account.privacyTab']}</TabsTrigger>
          {extraTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="perfil" className={panelClasses}>
          <ProfileForm user={user} />
        </TabsContent>
        <TabsContent value="contrasena" className={panelClasses}>
          <PasswordForm />
        </TabsContent>
        <TabsContent value="cuenta" className={panelClasses}>
          <div className="flex flex-col gap-10">
            <DataExportSection />
            {accountSections}
            <DeleteAccountSection user={user} />
          </div>
        </TabsContent>
        {extraTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className={panelClasses}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
