import { type BillingDetails, isSpanishPostalCode, isSpanishTaxId } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useBillingDetails, useSaveBillingDetails } from '../api/invoices.ts'

type Form = Record<keyof BillingDetails, string>
type FormErrors = Partial<Record<keyof BillingDetails, string>>

const emptyForm: Form = {
  name: '',
  taxId: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'ES',
}

const toForm = (details: BillingDetails): Form => ({
  name: details.name ?? '',
  taxId: details.taxId ?? '',
  address: details.address ?? '',
  postalCode: details.postalCode ?? '',
  city: details.city ?? '',
  province: details.province ?? '',
  country: details.country,
})

/** The API's own rules (invoices.routes.ts), checked before sending so each field says what is wrong. */
export function billingDetailsErrors(form: Form): FormErrors {
  const errors: FormErrors = {}
  const country = form.country.trim().toUpperCase()
  if (form.taxId.trim() && !isSpanishTaxId(form.taxId)) errors.taxId = es['billingDetails.taxIdInvalid']
  if (!/^[A-Z]{2}$/.test(country)) errors.country = es['billingDetails.countryInvalid']
  if (country === 'ES' && form.postalCode.trim() && !isSpanishPostalCode(form.postalCode.trim()))
    errors.postalCode = es['billingDetails.postalCodeInvalid']
  if (form.address.trim() && !form.postalCode.trim())
    errors.postalCode = es['billingDetails.addressIncomplete']
  else if (form.address.trim() && !form.city.trim()) errors.city = es['billingDetails.addressIncomplete']
  return errors
}

const blankToNull = (value: string) => value.trim() || null

/** 'Datos de facturación' (issue 32): optional, for a complete invoice; later invoices carry them. */
export function BillingDetailsForm() {
  const { data } = useBillingDetails()
  const save = useSaveBillingDetails()
  const [form, setForm] = useState<Form>(emptyForm)
  const [errors, setErrors] = useState<FormErrors>({})
  const headingId = useId()

  useEffect(() => {
    if (data) setForm(toForm(data))
  }, [data])

  const field = (name: keyof BillingDetails) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = billingDetailsErrors(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      await save.mutateAsync({
        name: blankToNull(form.name),
        taxId: blankToNull(form.taxId),
        address: blankToNull(form.address),
        postalCode: blankToNull(form.postalCode),
        city: blankToNull(form.city),
        province: blankToNull(form.province),
        country: form.country.trim().toUpperCase(),
      })
      notify.success(es['billingDetails.saved'])
    } catch (error) {
      notify.error(errorMessage(error, es['billingDetails.saveFailed']))
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-2xl text-ink-950">
          {es['billingDetails.title']}
        </h2>
        <p className="text-ink-600">{es['billingDetails.hint']}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-soft sm:grid-cols-2"
      >
        <Input
          label={es['billingDetails.name']}
          hint={es['billingDetails.nameHint']}
          autoComplete="organization"
          {...field('name')}
        />
        <Input label={es['billingDetails.taxId']} autoComplete="off" {...field('taxId')} />
        <Input
          label={es['billingDetails.address']}
          autoComplete="address-line1"
          containerClassName="sm:col-span-2"
          {...field('address')}
        />
        <Input
          label={es['billingDetails.postalCode']}
          autoComplete="postal-code"
          inputMode="numeric"
          {...field('postalCode')}
        />
        <Input label={es['billingDetails.city']} autoComplete="address-level2" {...field('city')} />
        <Input label={es['billingDetails.province']} autoComplete="address-level1" {...field('province')} />
        <Input
          label={es['billingDetails.country']}
          hint={es['billingDetails.countryHint']}
          autoComplete="country"
          maxLength={2}
          {...field('country')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {es['billingDetails.save']}
          </Button>
        </div>
      </form>
    </section>
  )
}
