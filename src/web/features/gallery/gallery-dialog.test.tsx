// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GalleryDialog } from './gallery-dialog'

function Harness() {
  const [open, setOpen] = useState(true)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Enter the Gallery
      </button>
      <section id="choose-thy-scroll" tabIndex={-1}>
        Choose Thy Scroll
      </section>
      <GalleryDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </>
  )
}

const currentTitle = () => screen.getByRole('dialog').querySelector('h3')?.textContent

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('GalleryDialog', () => {
  it('shows the title, the subtitle and the first sample', () => {
    render(<Harness />)
    expect(screen.getByRole('heading', { name: 'Gallery of Fury' })).toBeTruthy()
    expect(screen.getByText("Witness the power of our scribes' quills")).toBeTruthy()
    expect(currentTitle()).toBe('The Ex')
    expect(screen.getByText('SEALED BY FLAME')).toBeTruthy()
    expect(screen.getByText('These are but whispers of the full storm...')).toBeTruthy()
  })

  it('wraps around in both directions with the arrows', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous sample' }))
    expect(currentTitle()).toBe('The Roommate')
    expect(screen.getByRole('button', { name: 'Unleash the Full Scroll' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next sample' }))
    expect(currentTitle()).toBe('The Ex')
    fireEvent.click(screen.getByRole('button', { name: 'Next sample' }))
    expect(currentTitle()).toBe('The Boss')
    expect(screen.getByRole('button', { name: 'Send My Rage' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next sample' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next sample' }))
    expect(currentTitle()).toBe('The Ex')
  })

  it('switches samples with the arrow keys', () => {
    render(<Harness />)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' })
    expect(currentTitle()).toBe('The Roommate')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' })
    expect(currentTitle()).toBe('The Ex')
  })

  it('jumps to a sample with its dot and marks that dot current', () => {
    render(<Harness />)
    const third = screen.getByRole('button', { name: 'Show sample 3' })
    fireEvent.click(third)
    expect(currentTitle()).toBe('The Roommate')
    expect(third.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Show sample 1' }).getAttribute('aria-current')).toBeNull()
  })

  it('"Commission Thy Own Scroll" closes the dialog, then scrolls to the scroll choice after 100 ms', () => {
    vi.useFakeTimers()
    render(<Harness />)
    const target = document.getElementById('choose-thy-scroll') as HTMLElement
    const scrollIntoView = vi.fn()
    target.scrollIntoView = scrollIntoView

    fireEvent.click(screen.getByRole('button', { name: 'Commission Thy Own Scroll' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(99))
    expect(scrollIntoView).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(document.activeElement).toBe(target)
  })

  it.each([
    ['Reveal the Wrath', 1, 'ex', 'A Proclamation Concerning One Hoodie, Grey'],
    ['Send My Rage', 2, 'boss', 'On the Matter of the Seventh Quick Sync'],
    ['Unleash the Full Scroll', 3, 'roommate', 'An Indictment in the Matter of the Kitchen'],
  ])(
    '"%s" keeps the dialog open and shows sample %i’s sealed scroll, loaded only then',
    (cta, position, id, title) => {
      vi.useFakeTimers()
      render(<Harness />)
      const scrollIntoView = vi.fn()
      ;(document.getElementById('choose-thy-scroll') as HTMLElement).scrollIntoView = scrollIntoView
      fireEvent.click(screen.getByRole('button', { name: `Show sample ${position}` }))
      expect(screen.queryByRole('img')).toBeNull()

      fireEvent.click(screen.getByRole('button', { name: cta }))
      act(() => vi.advanceTimersByTime(500))
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(scrollIntoView).not.toHaveBeenCalled()
      const image = screen.getByRole('img', { name: new RegExp(`^The sealed scroll “${title}”`) })
      expect(image.getAttribute('src')).toBe(`/scrolls/${id}-960.webp`)
      expect(image.getAttribute('srcset')).toBe(`/scrolls/${id}-480.webp 480w, /scrolls/${id}-960.webp 960w`)
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '1358'])
      expect(screen.queryByRole('button', { name: cta })).toBeNull()
      expect(document.activeElement).toBe(image.closest('figure'))
    },
  )

  it('goes back from the sealed scroll to the sample’s words, with focus on its call to action', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Wrath' }))
    expect(screen.queryByText(/^Hear ye, hear ye!/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the Text' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(/^Hear ye, hear ye!/)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reveal the Wrath' }))
  })

  it('shows the next sample by its words, and leaves focus on the arrow', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Wrath' }))
    const next = screen.getByRole('button', { name: 'Next sample' })
    next.focus()
    fireEvent.click(next)
    expect(currentTitle()).toBe('The Boss')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send My Rage' })).toBeTruthy()
    expect(document.activeElement).toBe(next)
  })

  it('gives focus back to the opener when closed with Escape', async () => {
    render(<Harness />)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'Enter the Gallery' })
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
