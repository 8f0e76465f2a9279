import { describe, expect, it } from 'vitest'
import { panelWindow, showMore } from './panel-window.ts'

describe('panelWindow', () => {
  it('shows the preview with Ver más when there is more', () => {
    expect(panelWindow({ total: 2000, shown: 6, preview: 6 })).toEqual({
      visible: 6,
      canShowMore: true,
      canShowLess: false,
    })
  })

  it('offers neither button when everything fits in the preview', () => {
    expect(panelWindow({ total: 4, shown: 6, preview: 6 })).toEqual({
      visible: 4,
      canShowMore: false,
      canShowLess: false,
    })
  })

  it('offers both while expanding, and only Ver menos at the end', () => {
    expect(panelWindow({ total: 100, shown: showMore(6, 30), preview: 6 })).toEqual({
      visible: 36,
      canShowMore: true,
      canShowLess: true,
    })
    expect(panelWindow({ total: 30, shown: 36, preview: 6 })).toEqual({
      visible: 30,
      canShowMore: false,
      canShowLess: true,
    })
  })

  it('shrinks with the list when a search leaves fewer items', () => {
    expect(panelWindow({ total: 3, shown: 36, preview: 6 })).toEqual({
      visible: 3,
      canShowMore: false,
      canShowLess: false,
    })
  })
})
