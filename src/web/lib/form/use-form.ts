/**
 * The shop's form hook: uncontrolled inputs that report their changes, validated by one resolver (the
 * domain schema, loaded on demand) when the form is sent, and again on each change once it has been sent.
 * Messages sit per field path; the first field with one takes the focus.
 */
import { type ChangeEvent, type FormEvent, type RefCallback, useState, useSyncExternalStore } from 'react'
import {
  createFormStore,
  type FieldErrors,
  type FieldPath,
  getPath,
  isWithin,
  type PathValue,
  removeRowErrors,
  setPath,
} from './form-store'

export type { FieldErrors, FieldPath } from './form-store'

/** What a resolver answers: the parsed output, or a message per field path. */
export type Validation<Output> = { ok: true; output: Output } | { ok: false; errors: Record<string, string> }
export type Resolver<Values, Output> = (values: Values) => Promise<Validation<Output>>

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

type RegisterOptions = {
  /** a range or number input holds a number */
  valueAsNumber?: boolean
  /** how the typed text is held, e.g. a blank choice as undefined */
  setValueAs?: (value: string) => unknown
}

/** The props that tie an input to the form: spread them onto it. */
export type FieldRegistration = {
  name: string
  ref: RefCallback<FieldElement>
  onChange: (event: ChangeEvent<FieldElement>) => void
}

type FormOptions<Values, Output> = {
  defaultValues: Values
  resolver: Resolver<Values, Output>
  /** a field that leaves the screen takes its value with it (for fields shown for one choice only) */
  dropUnmountedFields?: boolean
}

function show(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true
  else if (element instanceof HTMLInputElement && element.type === 'radio')
    element.checked = element.value === String(value)
  else element.value = value === undefined || value === null ? '' : String(value)
}

function read(element: FieldElement, options: RegisterOptions = {}): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked
  if (options.valueAsNumber) return Number(element.value)
  return options.setValueAs ? options.setValueAs(element.value) : element.value
}

const inDocumentOrder = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1

/** Everything but React state: made once per form, so its functions never change identity. */
function createForm<Values, Output>({
  defaultValues,
  resolver,
  dropUnmountedFields = false,
}: FormOptions<Values, Output>) {
  const store = createFormStore(defaultValues)
  const elements = new Map<string, Set<FieldElement>>()
  const fieldOptions = new Map<string, RegisterOptions>()
  const refs = new Map<string, RefCallback<FieldElement>>()
  const handlers = new Map<string, FieldRegistration['onChange']>()
  let submitted = false

  const storeValue = (name: string, value: unknown) => store.setValues(setPath(store.values(), name, value))

  const attach = (name: string, element: FieldElement) => {
    elements.set(name, (elements.get(name) ?? new Set()).add(element))
    // a field shown again after it took its value away starts from its default
    const fallback = getPath(defaultValues, name)
    if (getPath(store.values(), name) === undefined && fallback !== undefined) storeValue(name, fallback)
    show(element, getPath(store.values(), name))
  }

  const detach = (name: string, element: FieldElement) => {
    const shown = elements.get(name)
    if (!shown) return
    shown.delete(element)
    if (shown.size > 0) return
    elements.delete(name)
    if (dropUnmountedFields) storeValue(name, undefined)
  }

  const firstElement = (matches: (name: string) => boolean) =>
    [...elements]
      .filter(([name]) => matches(name))
      .flatMap(([, shown]) => [...shown])
      .sort(inDocumentOrder)[0]

  /** Validates the whole form, but changes only the messages at or under `name`. */
  const revalidate = async (name: FieldPath<Values>) => {
    const result = await resolver(store.values())
    const fresh = result.ok ? {} : result.errors
    const errors: Record<string, string> = {}
    for (const [path, message] of Object.entries(store.errors() as Record<string, string>))
      if (!isWithin(path, name)) errors[path] = message
    for (const [path, message] of Object.entries(fresh)) if (isWithin(path, name)) errors[path] = message
    store.setErrors(errors)
  }

  const onChangeOf = (name: string) => {
    const existing = handlers.get(name)
    if (existing) return existing
    const handler: FieldRegistration['onChange'] = (event) => {
      storeValue(name, read(event.target, fieldOptions.get(name)))
      // before the first submit the visitor is left to type in peace
      if (submitted) void revalidate(name as FieldPath<Values>)
    }
    handlers.set(name, handler)
    return handler
  }

  // one ref per name, so React attaches an input once instead of on every render
  const refOf = (name: string) => {
    const existing = refs.get(name)
    if (existing) return existing
    const ref: RefCallback<FieldElement> = (element) => {
      if (!element) return
      attach(name, element)
      return () => detach(name, element)
    }
    refs.set(name, ref)
    return ref
  }

  return {
    subscribe: store.subscribe,
    register(name: FieldPath<Values>, options?: RegisterOptions): FieldRegistration {
      fieldOptions.set(name, options ?? {})
      return { name, ref: refOf(name), onChange: onChangeOf(name) }
    },
    getValues: store.values,
    getErrors: store.errors,
    /** Sets a value and shows it in the inputs at or under its path. */
    setValue<P extends FieldPath<Values>>(name: P, value: PathValue<Values, P>) {
      storeValue(name, value)
      for (const [path, shown] of elements)
        if (isWithin(path, name)) for (const element of shown) show(element, getPath(store.values(), path))
    },
    /** Takes row `index` out of the list at `name`, with its messages; later rows move up one. */
    removeRow(name: FieldPath<Values>, index: number) {
      const rows = getPath(store.values(), name) as unknown[]
      storeValue(
        name,
        rows.filter((_, row) => row !== index),
      )
      store.setErrors(removeRowErrors(store.errors() as Record<string, string>, name, index))
    },
    setError(name: FieldPath<Values>, message: string) {
      store.setErrors({ ...store.errors(), [name]: message })
    },
    revalidate,
    /** Focuses the first input, in page order, at or under `name` ('targets.1': that row's first field). */
    setFocus(name: FieldPath<Values>) {
      firstElement((path) => isWithin(path, name))?.focus()
    },
    reset(values: Values = defaultValues) {
      submitted = false
      store.setValues(values)
      store.setErrors({})
      for (const [path, shown] of elements) for (const element of shown) show(element, getPath(values, path))
    },
    /**
     * The form's onSubmit: validates everything, then hands the parsed output on, or shows every message,
     * calls `onInvalid` and focuses the first field with a message.
     */
    handleSubmit(onValid: (output: Output) => unknown, onInvalid?: (errors: FieldErrors<Values>) => unknown) {
      return async (event?: FormEvent) => {
        event?.preventDefault()
        const result = await resolver(store.values())
        submitted = true
        if (result.ok) {
          store.setErrors({})
          await onValid(result.output)
          return
        }
        const errors = result.errors as FieldErrors<Values>
        store.setErrors(errors)
        await onInvalid?.(errors)
        // once the messages are on screen, so the field is read out with its message
        setTimeout(() => firstElement((path) => path in errors)?.focus())
      }
    },
  }
}

export type Form<Values, Output = Values> = ReturnType<typeof createForm<Values, Output>> & {
  errors: FieldErrors<Values>
}

/** A form over `defaultValues`; the options are read once, when the form is created. */
export function useForm<Values, Output = Values>(options: FormOptions<Values, Output>): Form<Values, Output> {
  const [form] = useState(() => createForm(options))
  const getErrors = () => form.getErrors()
  // a page the build renders ahead draws the form as the browser first does: from its defaults
  const errors = useSyncExternalStore(form.subscribe, getErrors, getErrors)
  return { ...form, errors }
}

/** The value at `name`, or all values; the component re-renders when it changes. */
export function useWatch<Values>(form: Form<Values, unknown>): Values
export function useWatch<Values, P extends FieldPath<Values>>(
  form: Form<Values, unknown>,
  name: P,
): PathValue<Values, P>
export function useWatch<Values>(form: Form<Values, unknown>, name?: string) {
  const read = () => (name === undefined ? form.getValues() : getPath(form.getValues(), name))
  return useSyncExternalStore(form.subscribe, read, read)
}
