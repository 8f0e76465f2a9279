import type { CalendarDay } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { MediaSearch } from '../../admin-programs/components/media-search.tsx'
import { usePlanDay } from '../api/plan-day.ts'
import { dayName } from '../lib/month-grid.ts'

/** 'Meditación del lunes, 2 de noviembre': the audios and videos to search, one chosen for the day. */
export function PickDayDialog({ day, onClose }: { day: CalendarDay | null; onClose: () => void }) {
  const plan = usePlanDay()
  const pick = async (mediaId: string) => {
    if (!day) return
    try {
      await plan.mutateAsync({
        plan: { day: day.day, mediaId },
        fallbackMessage: es['adminCalendar.planFailed'],
      })
      notify.success(es['adminCalendar.planned'])
      onClose()
    } catch (error) {
      toastError(error, es['adminCalendar.planFailed'])
    }
  }
  return (
    <Dialog open={day !== null} onOpenChange={(next) => !next && !plan.isPending && onClose()}>
      {day ? (
        <DialogContent aria-describedby={undefined} className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('adminCalendar.dialogTitle', { day: dayName(day.day) })}</DialogTitle>
          </DialogHeader>
          <div className="mt-4 flex flex-col gap-4">
            {day.item ? (
              <p className="text-sm text-ink-700">{t('adminCalendar.current', { name: day.item.title })}</p>
            ) : null}
            <MediaSearch
              label={es['adminCalendar.search']}
              taken={
                day.item ? { ids: new Set([day.item._id]), label: es['adminCalendar.isCurrent'] } : undefined
              }
              action={{
                label: es['adminCalendar.choose'],
                nameOf: (item) => t('adminCalendar.chooseOf', { name: item.title }),
              }}
              onPick={(item) => void pick(item._id)}
            />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
