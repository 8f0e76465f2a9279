import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepPanelPagesForOffline, keptReleaseKey, panelPages } from './panel-pages.ts'

function controlledBy(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { controller }),
  })
}

function runningRelease(entry: string) {
  document.head.innerHTML = `<script type="module" src="${entry}"></script>`
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.head.innerHTML = ''
})

describe('keepPanelPagesForOffline', () => {
  it('loads every panel page once per release, and only when the worker controls the page', async () => {
    const loads = (Object.keys(panelPages) as (keyof typeof panelPages)[]).map((name) =>
      vi.spyOn(panelPages, name).mockResolvedValue({} as never),
    )
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run()
      return 1
    })
    const loaded = () => loads.map((load) => load.mock.calls.length)
    runningRelease('/assets/index-Ab12.js')

    controlledBy(null)
    keepPanelPagesForOffline()()
    expect(loaded().every((count) => count === 0)).toBe(true)

    controlledBy({})
    keepPanelPagesForOffline()()
    await vi.waitFor(() => expect(localStorage.getItem(keptReleaseKey)).toMatch(/index-Ab12\.js$/))
    expect(loaded().every((count) => count === 1)).toBe(true)

    // The next visit of the same release loads nothing; a new release loads them again.
    keepPanelPagesForOffline()()
    expect(loaded().every((count) => count === 1)).toBe(true)
    runningRelease('/assets/index-Cd34.js')
    keepPanelPagesForOffline()()
    await vi.waitFor(() => expect(localStorage.getItem(keptReleaseKey)).toMatch(/index-Cd34\.js$/))
    expect(loaded().every((count) => count === 2)).toBe(true)
  })

  it('tries again on the next visit when a page could not be loaded', async () => {
    vi.spyOn(panelPages, 'home').mockRejectedValue(new Error('offline'))
    for (const name of Object.keys(panelPages).filter(
      (name) => name !== 'home',
    ) as (keyof typeof panelPages)[])
      vi.spyOn(panelPages, name).mockResolvedValue({} as never)
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run()
      return 1
    })
    runningRelease('/assets/index-Ab12.js')
    controlledBy({})
    keepPanelPagesForOffline()()
    await vi.waitFor(() => expect(panelPages.home).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(localStorage.getItem(keptReleaseKey)).toBeNull()
  })
})
