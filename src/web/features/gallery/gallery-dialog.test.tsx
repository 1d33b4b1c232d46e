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

  it.each(['Reveal the Wrath', 'Commission Thy Own Scroll'])(
    '"%s" closes the dialog, then scrolls to the scroll choice after 100 ms',
    (label) => {
      vi.useFakeTimers()
      render(<Harness />)
      const target = document.getElementById('choose-thy-scroll') as HTMLElement
      const scrollIntoView = vi.fn()
      target.scrollIntoView = scrollIntoView

      fireEvent.click(screen.getByRole('button', { name: label }))
      expect(screen.queryByRole('dialog')).toBeNull()
      act(() => vi.advanceTimersByTime(99))
      expect(scrollIntoView).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
      expect(document.activeElement).toBe(target)
    },
  )

  it('gives focus back to the opener when closed with Escape', async () => {
    render(<Harness />)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'Enter the Gallery' })
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
