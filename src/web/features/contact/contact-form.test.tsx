// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubFetch, typeInto } from '@/web/test-support'
import { ContactForm } from './contact-form'

const renderForm = () => renderWithProviders(<ContactForm />)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ContactForm', () => {
  it('asks for the missing name, email and message and sends nothing', async () => {
    const fetch = stubFetch(201, { id: 'x' })
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please fill in thy name, email, and message')).toBeTruthy()
    const name = screen.getByLabelText(/Thy Name/)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const errorId = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(errorId)?.textContent).toBe('Name is required')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the message as JSON, confirms it and clears the form', async () => {
    const fetch = stubFetch(201, { id: '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e' })
    renderForm()
    typeInto('Thy Name *', 'Godfrey')
    typeInto('Thy Email *', 'godfrey@example.com')
    fireEvent.change(screen.getByLabelText('Subject (optional)'), { target: { value: 'Complaint' } })
    typeInto('Thy Message *', 'My neighbour hath stolen my goat.')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message Sent!')).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/contact-messages')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Godfrey',
      email: 'godfrey@example.com',
      subject: 'Complaint',
      message: 'My neighbour hath stolen my goat.',
    })
    await waitFor(() => expect((screen.getByLabelText('Thy Name *') as HTMLInputElement).value).toBe(''))
  })

  it('keeps the form and shows the server field errors when sending fails', async () => {
    stubFetch(400, {
      error: { code: 'invalid_request', message: 'email: bad', fields: { email: 'Email is banished' } },
    })
    renderForm()
    typeInto('Thy Name *', 'Godfrey')
    typeInto('Thy Email *', 'godfrey@example.com')
    typeInto('Thy Message *', 'Hark!')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message Failed')).toBeTruthy()
    expect(
      screen.getByText(/The ravens are having trouble\. Please try again or email .+@.+ directly\./),
    ).toBeTruthy()
    expect(screen.getByText('Email is banished')).toBeTruthy()
    expect((screen.getByLabelText('Thy Name *') as HTMLInputElement).value).toBe('Godfrey')
  })
})
