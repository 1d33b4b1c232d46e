import { useEffect, useRef, useState } from 'react'
import { type FieldPath, getPath, type PathValue } from './form-store'
import { type Form, useWatch } from './use-form'

let lastKey = 0
const newKey = () => `row-${++lastKey}`

type ListPath<Values> = {
  [P in FieldPath<Values>]: PathValue<Values, P> extends readonly unknown[] ? P : never
}[FieldPath<Values>]

/**
 * The rows of a list in a form (a bundle's targets), each with a key that stays with it when an earlier
 * row is removed, so its inputs keep what was typed. A new row takes the focus.
 */
export function useFieldArray<Values, Name extends ListPath<Values>>(
  form: Form<Values, unknown>,
  name: Name,
) {
  type Row = PathValue<Values, Name> extends readonly (infer Item)[] ? Item : never
  const rows = useWatch(form, name) as readonly Row[]
  const [keys, setKeys] = useState(() => rows.map(newKey))
  const focusRow = useRef<number>(undefined)

  // after the render that shows the new row
  useEffect(() => {
    if (focusRow.current === undefined) return
    form.setFocus(`${name}.${focusRow.current}` as FieldPath<Values>)
    focusRow.current = undefined
  })

  const current = () => getPath(form.getValues(), name) as readonly Row[]
  return {
    keys,
    append(row: Row) {
      focusRow.current = current().length
      form.setValue(name, [...current(), row] as PathValue<Values, Name>)
      setKeys((previous) => [...previous, newKey()])
    },
    remove(index: number) {
      form.removeRow(name, index)
      setKeys((previous) => previous.filter((_, row) => row !== index))
    },
  }
}
