// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormProvider, useFormContext } from './form-context'
import { useFieldArray } from './use-field-array'
import { type Resolver, useForm, useWatch } from './use-form'

type Values = {
  name: string
  level: number
  style: string
  tone: string | undefined
  anonymous: boolean
  speed: string
  targets: { name: string; email: string }[]
}

const blank: Values = {
  name: '',
  level: 2,
  style: '',
  tone: undefined,
  anonymous: false,
  speed: 'standard',
  targets: [{ name: '', email: '' }],
}

/** Stands in for a domain schema: a name, a style, and an email only where one is typed. */
const resolver: Resolver<Values, Values & { name: string }> = async (values) => {
  const errors: Record<string, string> = {}
  if (!values.name.trim()) errors.name = 'Name is required'
  if (!values.style) errors.style = 'Please choose a style'
  values.targets.forEach((target, index) => {
    if (target.email && !target.email.includes('@'))
      errors[`targets.${index}.email`] = 'Email must be a valid email address'
  })
  if (!values.targets.some((target) => target.name.trim()))
    errors.targets = 'Please provide at least one target name'
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, output: { ...values, name: values.name.trim() } }
}

function Total() {
  const form = useFormContext<Values>()
  const level = useWatch(form, 'level')
  return <output aria-label="Level">{level}</output>
}

function Targets() {
  const form = useFormContext<Values>()
  const { keys, append, remove } = useFieldArray(form, 'targets')
  return (
    <fieldset>
      {form.errors.targets && <p role="alert">{form.errors.targets}</p>}
      {keys.map((key, index) => (
        <div key={key}>
          <input aria-label={`Target ${index + 1}`} {...form.register(`targets.${index}.name`)} />
          <input aria-label={`Email ${index + 1}`} {...form.register(`targets.${index}.email`)} />
          <span>{form.errors[`targets.${index}.email`]}</span>
          <button type="button" onClick={() => remove(index)}>
            Remove {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ name: '', email: '' })}>
        Add
      </button>
    </fieldset>
  )
}

function TestForm({ onValid = vi.fn(), onInvalid = vi.fn() }) {
  const form = useForm({ defaultValues: blank, resolver })
  const [withTone, setWithTone] = useState(true)
  return (
    <FormProvider form={form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <input aria-label="Name" aria-invalid={Boolean(form.errors.name)} {...form.register('name')} />
        <span>{form.errors.name}</span>
        <input aria-label="Level slider" type="range" {...form.register('level', { valueAsNumber: true })} />
        <Total />
        <select aria-label="Style" {...form.register('style')}>
          <option value="">Choose</option>
          <option value="petty">Petty</option>
        </select>
        <span>{form.errors.style}</span>
        {withTone && (
          <select aria-label="Tone" {...form.register('tone', { setValueAs: (v) => v || undefined })}>
            <option value="">None</option>
            <option value="dry">Dry</option>
          </select>
        )}
        <input aria-label="Anonymous" type="checkbox" {...form.register('anonymous')} />
        <input aria-label="Standard" type="radio" value="standard" {...form.register('speed')} />
        <input aria-label="Immediate" type="radio" value="immediate" {...form.register('speed')} />
        <Targets />
        <button type="button" onClick={() => form.setError('name', 'Name is banished')}>
          Server refusal
        </button>
        <button type="button" onClick={() => setWithTone(false)}>
          Hide tone
        </button>
        <button type="button" onClick={() => form.reset()}>
          Reset
        </button>
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  )
}

/** A scribe shows a portfolio field; a herald does not. */
function RoleForm({ onValid }: { onValid: (values: Record<string, unknown>) => void }) {
  const form = useForm({
    defaultValues: { name: 'Ada', portfolio: '' },
    resolver: async (values) => ({ ok: true, output: values }),
    dropUnmountedFields: true,
  })
  const [scribe, setScribe] = useState(true)
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      {scribe && <input aria-label="Portfolio" {...form.register('portfolio')} />}
      <button type="button" onClick={() => setScribe(false)}>
        Herald
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
/** Lets the validation that a change may have started finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve)))

afterEach(cleanup)

describe('useForm', () => {
  it('shows the default values and holds what is typed, ticked and chosen', async () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    expect(input('Level slider').value).toBe('2')
    expect(input('Standard').checked).toBe(true)
    expect(input('Anonymous').checked).toBe(false)

    type('Name', '  Ser Grumble ')
    type('Level slider', '3')
    expect(screen.getByLabelText('Level').textContent).toBe('3')
    type('Style', 'petty')
    type('Tone', 'dry')
    type('Tone', '')
    fireEvent.click(input('Anonymous'))
    fireEvent.click(input('Immediate'))
    type('Target 1', 'Baron')
    send()

    await waitFor(() => expect(onValid).toHaveBeenCalled())
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Ser Grumble',
      level: 3,
      style: 'petty',
      tone: undefined,
      anonymous: true,
      speed: 'immediate',
      targets: [{ name: 'Baron', email: '' }],
    })
  })

  it('says nothing while the visitor types, then every message on submit, focusing the first field', async () => {
    const onInvalid = vi.fn()
    render(<TestForm onInvalid={onInvalid} />)
    type('Email 1', 'nowhere')
    await settle()
    expect(screen.queryByText('Email must be a valid email address')).toBeNull()

    send()
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Please choose a style')).toBeTruthy()
    expect(screen.getByText('Email must be a valid email address')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Please provide at least one target name')
    expect(input('Name').getAttribute('aria-invalid')).toBe('true')
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ name: 'Name is required' }))
    await waitFor(() => expect(document.activeElement).toBe(input('Name')))
  })

  it('once sent, checks a field again as it changes, leaving the other messages alone', async () => {
    render(<TestForm />)
    send()
    await screen.findByText('Name is required')
    type('Name', 'Ada')
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull())
    expect(screen.getByText('Please choose a style')).toBeTruthy()
    // a list-wide message is checked again when the list is
    type('Target 1', 'Baron')
    await settle()
    expect(screen.getByRole('alert')).toBeTruthy()
  })

  it('shows a server message beside its field until the field changes', async () => {
    render(<TestForm />)
    type('Name', 'Ada')
    type('Style', 'petty')
    type('Target 1', 'Baron')
    send()
    await waitFor(() => expect(screen.queryByText('Please choose a style')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Server refusal' }))
    expect(screen.getByText('Name is banished')).toBeTruthy()
    type('Name', 'Ada Lovelace')
    await waitFor(() => expect(screen.queryByText('Name is banished')).toBeNull())
  })

  it('adds rows that take the focus, and removes a row with its message, later rows keeping theirs', async () => {
    render(<TestForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(document.activeElement).toBe(input('Target 2')))
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    type('Target 2', 'Abbot')
    type('Email 2', 'abbot')
    type('Target 3', 'Prior')
    send()
    await screen.findByText('Email must be a valid email address')

    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }))
    expect(input('Target 1').value).toBe('Abbot')
    expect(input('Email 1').value).toBe('abbot')
    expect(input('Target 2').value).toBe('Prior')
    expect(screen.getAllByText('Email must be a valid email address')).toHaveLength(1)
    expect(input('Email 1').nextElementSibling?.textContent).toBe('Email must be a valid email address')
  })

  it('takes the value of a field off the screen out of what is sent, when asked to', async () => {
    const onValid = vi.fn()
    render(<RoleForm onValid={onValid} />)
    type('Portfolio', 'My finest rants')
    fireEvent.click(screen.getByRole('button', { name: 'Herald' }))
    send()
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', portfolio: undefined }))
  })

  it('resets the inputs and the messages to the defaults', async () => {
    render(<TestForm />)
    type('Name', 'Ada')
    fireEvent.click(input('Anonymous'))
    fireEvent.click(input('Immediate'))
    send()
    await screen.findByText('Please choose a style')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset' })))
    expect(input('Name').value).toBe('')
    expect(input('Anonymous').checked).toBe(false)
    expect(input('Standard').checked).toBe(true)
    expect(screen.queryByText('Please choose a style')).toBeNull()
    // a reset form is quiet again until it is sent
    type('Name', 'Ada')
    type('Name', '')
    await settle()
    expect(screen.queryByText('Name is required')).toBeNull()
  })
})
