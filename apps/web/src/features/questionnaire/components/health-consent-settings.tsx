import { canTakeTest, privacyHealthDataPath, type SessionUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useWithdrawHealthConsent } from '../api/withdraw-health-consent.ts'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' })

const healthConsentSettingsId = 'consentimiento-salud'

/**
 * Configuración › Tu cuenta: the consent to the processing of the test's answers (decision 100),
 * when it was given, and its withdrawal. Withdrawing deletes the answers of every take; the dialog
 * asks whether to keep the recommendation (category and themes), unticked: kept only by choice.
 */
export function HealthConsentSettings({ user }: { user: SessionUser }) {
  const withdraw = useWithdrawHealthConsent()
  const [open, setOpen] = useState(false)
  const [keepRecommendation, setKeepRecommendation] = useState(false)
  if (!canTakeTest(user.role)) return null
  const given = user.healthConsent

  const confirm = async () => {
    try {
      const { message } = await withdraw.mutateAsync({ keepRecommendation })
      notify.success(message)
      setOpen(false)
    } catch (error) {
      toastError(error, es['questionnaire.withdrawFailed'])
    }
  }

  return (
    <section
      id={healthConsentSettingsId}
      aria-labelledby={`${healthConsentSettingsId}-title`}
      className="flex max-w-md scroll-mt-24 flex-col gap-4"
    >
      <h2 id={`${healthConsentSettingsId}-title`} className="font-display text-2xl text-ink-950">
        {es['account.healthConsent.title']}
      </h2>
      <p className="text-base text-ink-700">{es['account.healthConsent.intro']}</p>
      <p className="text-base font-medium text-ink-900">
        {given
          ? t('account.healthConsent.givenOn', { date: dateFormat.format(new Date(given.givenAt)) })
          : es['account.healthConsent.none']}
      </p>
      <p>
        <Link
          to={privacyHealthDataPath}
          className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
        >
          {es['account.healthConsent.privacyLink']}
        </Link>
      </p>
      {given ? (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (withdraw.isPending) return
            setOpen(next)
            if (next) setKeepRecommendation(false)
          }}
        >
          <div>
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              {es['account.healthConsent.withdraw']}
            </Button>
          </div>
          <DialogContent role="alertdialog">
            <DialogHeader>
              <DialogTitle>{es['account.healthConsent.confirmTitle']}</DialogTitle>
              <DialogDescription>{es['account.healthConsent.confirmText']}</DialogDescription>
            </DialogHeader>
            <Checkbox
              className="mt-4"
              checked={keepRecommendation}
              onChange={(event) => setKeepRecommendation(event.target.checked)}
              label={<span className="text-base">{es['account.healthConsent.keepRecommendation']}</span>}
            />
            <DialogFooter className="sm:flex-row-reverse">
              <Button variant="danger" loading={withdraw.isPending} onClick={() => void confirm()}>
                {es['account.healthConsent.confirm']}
              </Button>
              <Button variant="outline" disabled={withdraw.isPending} onClick={() => setOpen(false)}>
                {es['account.healthConsent.cancel']}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  )
}
