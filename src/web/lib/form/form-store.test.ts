import { describe, expect, it } from 'vitest'
import { getPath, removeRowErrors, setPath } from './form-store'

describe('form values by path', () => {
  it('reads and writes nested values without touching the branches beside them', () => {
    const values = { name: 'Ada', targets: [{ name: 'Baron' }, { name: 'Abbot' }] }
    const next = setPath(values, 'targets.1.name', 'Prior')
    expect(next).toEqual({ name: 'Ada', targets: [{ name: 'Baron' }, { name: 'Prior' }] })
    expect(values.targets[1]?.name).toBe('Abbot')
    expect(next.targets[0]).toBe(values.targets[0])
    expect(getPath(next, 'targets.1.name')).toBe('Prior')
    expect(getPath(next, 'targets.5.name')).toBeUndefined()
  })

  it('drops the messages of a removed row and moves the later rows up one', () => {
    const errors = {
      targets: 'Please provide at least one target name',
      'targets.0.email': 'first',
      'targets.1.email': 'second',
      'targets.2.email': 'third',
      'targets.12.name': 'thirteenth',
      yourName: 'Name is required',
    }
    expect(removeRowErrors(errors, 'targets', 1)).toEqual({
      targets: 'Please provide at least one target name',
      'targets.0.email': 'first',
      'targets.1.email': 'third',
      'targets.11.name': 'thirteenth',
      yourName: 'Name is required',
    })
  })
})
