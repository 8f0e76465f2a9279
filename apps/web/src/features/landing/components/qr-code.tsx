import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

type QrCodeProps = { value: string; label: string; className?: string }

/** An SVG QR code; this module is loaded on demand so the generator stays out of the landing bundle. */
export default function QrCode({ value, label, className }: QrCodeProps) {
  const path = useMemo(() => {
    const code = qrcode(0, 'M')
    code.addData(value)
    code.make()
    const size = code.getModuleCount()
    let d = ''
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        if (code.isDark(row, col)) d += `M${col + 4},${row + 4}h1v1h-1z`
      }
    }
    return { d, size: size + 8 }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#151513" />
    </svg>
  )
}
