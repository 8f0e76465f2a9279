/**
 * Spanish tax ids and postal codes (issue 32, a member's billing details). A NIF (DNI) is 8 digits
 * and a check letter; a NIE is X, Y or Z (standing for 0, 1, 2), 7 digits and the same check letter;
 * a CIF (a company) is a letter, 7 digits and a control digit or letter (Orden EHA/451/2008).
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const CIF_CONTROL_LETTERS = 'JABCDEFGHI'

/** Upper case without spaces, dots or dashes: how the id is stored and printed. */
export const normaliseTaxId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '')

function validDni(digits: string, letter: string) {
  return DNI_LETTERS[Number(digits) % 23] === letter
}

function validCif(id: string) {
  const [first, ...rest] = id
  const digits = rest.slice(0, 7).map(Number)
  const control = rest[7]
  if (!first || control === undefined || digits.some(Number.isNaN)) return false
  let sum = 0
  digits.forEach((digit, index) => {
    if (index % 2 === 1) sum += digit
    else {
      const doubled = digit * 2
      sum += Math.floor(doubled / 10) + (doubled % 10)
    }
  })
  const expected = (10 - (sum % 10)) % 10
  // Some kinds of entity take a letter, some a digit, a few either.
  if ('PQRSNW'.includes(first)) return control === CIF_CONTROL_LETTERS[expected]
  if ('ABEH'.includes(first)) return control === String(expected)
  return control === String(expected) || control === CIF_CONTROL_LETTERS[expected]
}

/** Whether a (normalised) id is a well-formed NIF, NIE or CIF with the right check character. */
export function isSpanishTaxId(value: string): boolean {
  const id = normaliseTaxId(value)
  if (/^\d{8}[A-Z]$/.test(id)) return validDni(id.slice(0, 8), id.slice(8))
  if (/^[XYZ]\d{7}[A-Z]$/.test(id))
    return validDni(`${'XYZ'.indexOf(id[0] as string)}${id.slice(1, 8)}`, id.slice(8))
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return validCif(id)
  return false
}

/** A Spanish postal code: five digits, the first two a province (01–52). */
export function isSpanishPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false
  const province = Number(value.slice(0, 2))
  return province >= 1 && province <= 52
}
