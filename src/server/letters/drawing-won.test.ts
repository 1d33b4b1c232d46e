import { describe, expect, it } from 'vitest'
import { drawingWinnerEmail } from './drawing-won'

describe('drawingWinnerEmail', () => {
  it('tells the winner their roast of the target is attached, with the week and the odds', () => {
    const email = drawingWinnerEmail({
      winnerName: 'Tobias',
      targetName: 'Brother <b>Cuthbert</b>',
      weekOf: new Date('2026-03-16T00:00:00Z'),
      entryCount: 37,
    })
    expect(email.subject).toBe('Thou hast won the weekly lightning roast!')
    expect(email.text).toContain('Hail, Tobias!')
    expect(email.text).toContain('For the week of 16 Mar 2026, 37 souls entered, and the lot fell to thee.')
    expect(email.text).toContain('loosed thy roast upon Brother <b>Cuthbert</b>.')
    expect(email.html).toContain('Brother &lt;b&gt;Cuthbert&lt;/b&gt;')
    expect(email.text).toContain('a Classic Scroll is $14.99 at Scrolls of Fury')
    expect(email.text).not.toContain('$12.99')
  })

  it('greets a winner who left no name, and counts a lone entrant', () => {
    const email = drawingWinnerEmail({
      winnerName: null,
      targetName: 'Karen',
      weekOf: new Date('2026-03-16T00:00:00Z'),
      entryCount: 1,
    })
    expect(email.text).toContain('Hail, noble entrant!')
    expect(email.text).toContain('one soul entered')
  })
})
