import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '../../lib/cn.ts'

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
} as const

type AvatarProps = {
  name: string
  src?: string | null
  /** Defaults to the name; pass '' when the name is already written beside the avatar. */
  alt?: string
  size?: keyof typeof sizes
  className?: string
}

// A Latin letter or a digit that nothing joins to (an accent or a variation selector, both marks, or a
// joiner) is a whole character on its own: almost every name, answered without the segmenter, whose
// creation loads the locale's break rules (about 10 ms, a long task on a phone: issue 28).
const lone = /^([\p{Script=Latin}\p{N}])(?!\p{M}|\u200d)/u
let graphemes: Intl.Segmenter | undefined

/** The first whole character as a person sees it: an emoji or an accented letter, never half of one. */
export function initialOf(name: string): string {
  const trimmed = name.trim()
  return (lone.exec(trimmed)?.[1] ?? firstGrapheme(trimmed)).toLocaleUpperCase('es-ES')
}

function firstGrapheme(text: string): string {
  graphemes ??= new Intl.Segmenter('es-ES', { granularity: 'grapheme' })
  return graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? ''
}

/** The photo when it loads; otherwise (missing or broken) the name's initial in capitals. */
export function Avatar({ name, src, alt = name, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 align-middle select-none',
        sizes[size],
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="font-semibold text-primary-800"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
