import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'

/**
 * Renders its (code-split) children from the first time `when` is true and keeps them mounted, so a
 * closing dialog still animates out. Dialogs and menus load their code when first needed, which keeps
 * the first bundle of the pre-rendered pages small.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [reached, setReached] = useState(when)
  if (when && !reached) setReached(true)
  return reached ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** `React.lazy` for a named export. */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never {
  // biome-ignore lint/suspicious/noExplicitAny: the conditional return type carries the props.
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as never
}
