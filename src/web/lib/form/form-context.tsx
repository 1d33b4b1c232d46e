import { createContext, type ReactNode, use } from 'react'
import type { Form } from './use-form'

const FormContext = createContext<unknown>(null)

/** Gives the fields of a form split over several components the form they belong to. */
export function FormProvider<Values>({
  form,
  children,
}: {
  form: Form<Values, unknown>
  children: ReactNode
}) {
  return <FormContext value={form}>{children}</FormContext>
}

export function useFormContext<Values>() {
  const form = use(FormContext)
  if (!form) throw new Error('useFormContext is used outside a FormProvider')
  return form as Form<Values, unknown>
}
