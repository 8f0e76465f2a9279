import { type AccessibilityReport, accessibilityReportsPageSize } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/back-office'
import { useState } from 'react'
import { EmptyState, LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pager } from '../../../components/ui/pager.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { useAccessibilityReports } from '../api/get-accessibility-reports.ts'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * /admin/accesibilidad (issue 34): what people reported from the accessibility statement, newest
 * first, for admin and crmUser to answer by e-mail. A list of cards at every width: each report is
 * mostly free text, which a table would squeeze.
 */
export function AccessibilityReportsPage() {
  const [page, setPage] = useState(1)
  const reports = useAccessibilityReports(page)
  const data = reports.data
  const pages = data ? Math.max(1, Math.ceil(data.count / accessibilityReportsPageSize)) : 1

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={es['accessibilityReports.pageTitle']}
        description={es['accessibilityReports.description']}
      />
      <StaleListNotice query={reports} />
      {reports.isPending ? (
        <LoadingState text={es['accessibilityReports.loading']} />
      ) : reports.isError && !data ? (
        <LoadError
          message={errorMessage(reports.error, es['accessibilityReports.loadFailed'])}
          retryLabel={es['accessibilityReports.retry']}
          onRetry={() => void reports.refetch()}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState text={es['accessibilityReports.empty']} />
      ) : (
        <>
          <p className="text-sm text-ink-600">{tCount('accessibilityReports.count', data.count)}</p>
          <ol aria-label={es['accessibilityReports.caption']} className="flex flex-col gap-3">
            {data.data.map((report) => (
              <ReportCard key={report._id} report={report} />
            ))}
          </ol>
          {pages > 1 ? (
            <Pager
              label={es['accessibilityReports.pagination']}
              page={page}
              pages={pages}
              onPageChange={setPage}
              status={t('accessibilityReports.pageStatus', { page: Math.min(page, pages), pages })}
              previousLabel={es['accessibilityReports.previous']}
              nextLabel={es['accessibilityReports.next']}
            />
          ) : null}
        </>
      )}
    </div>
  )
}

function ReportCard({ report }: { report: AccessibilityReport }) {
  return (
    <li className="rounded-xl border border-ink-200 bg-white p-4 shadow-xs sm:p-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink-700">{es['accessibilityReports.date']}</dt>
        <dd className="text-ink-900">
          <time dateTime={report.createdAt}>{dateFormat.format(new Date(report.createdAt))}</time>
        </dd>
        <dt className="font-medium text-ink-700">{es['accessibilityReports.from']}</dt>
        <dd className="break-all text-ink-900">
          {report.name ? `${report.name} · ` : null}
          <a
            href={`mailto:${report.email}`}
            className="text-primary-800 underline underline-offset-4"
            aria-label={t('accessibilityReports.reply', { email: report.email })}
          >
            {report.email}
          </a>
        </dd>
        <dt className="font-medium text-ink-700">{es['accessibilityReports.page']}</dt>
        <dd className="break-words text-ink-900">{report.page ?? es['accessibilityReports.noPage']}</dd>
        <dt className="font-medium text-ink-700">{es['accessibilityReports.message']}</dt>
        <dd className="whitespace-pre-line break-words text-ink-900">{report.message}</dd>
      </dl>
    </li>
  )
}
