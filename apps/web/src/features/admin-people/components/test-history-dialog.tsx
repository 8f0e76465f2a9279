import type { AdminUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })

/** A client's tests: the list, and one test's main category and recommended themes. */
export function TestHistoryDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const history = user?.testHistory ?? []
  const selected = history.find((entry) => entry._id === openId) ?? history[0]
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setOpenId(null)
          onClose()
        }
      }}
    >
      <DialogContent className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl p-6">
        <DialogHeader>
          <DialogTitle>
            {t('people.testsTitle', { name: user ? `${user.name} ${user.lastName}` : '' })}
          </DialogTitle>
          <DialogDescription className="sr-only">{es['people.viewTests']}</DialogDescription>
        </DialogHeader>
        {history.length === 0 ? (
          <p className="text-ink-700">{es['people.noTests']}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2">
              {history.map((entry) => (
                <li key={entry._id}>
                  <Button
                    size="sm"
                    variant={entry._id === selected?._id ? 'primary' : 'outline'}
                    aria-pressed={entry._id === selected?._id}
                    onClick={() => setOpenId(entry._id)}
                  >
                    {dateFormat.format(new Date(entry.createdAt))}
                  </Button>
                </li>
              ))}
            </ul>
            {selected ? (
              <dl className="flex flex-col gap-3">
                <div>
                  <dt className="text-sm font-medium text-ink-600">{es['people.mainCategory']}</dt>
                  <dd className="text-ink-950">
                    {selected.testResults.category?.name ?? selected.testResults.categoriaPrincipal}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-medium text-ink-600">{es['people.recommendedThemes']}</dt>
                  <dd>
                    <ul className="list-disc pl-5 text-ink-950">
                      {(selected.testResults.themes.length
                        ? selected.testResults.themes.map((theme) => theme.name)
                        : selected.testResults.topTemas
                      ).map((name) => (
                        <li key={name}>{name}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
