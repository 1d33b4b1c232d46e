import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  targets: z
    .array(z.object({ email: z.email('Email must be a valid email address') }))
    .refine((targets) => targets.length > 1, 'Name two targets'),
})

describe('lazyZodResolver', () => {
  it('imports the schema on first validation only, then answers with its output or its messages', async () => {
    const loadSchema = vi.fn(async () => schema)
    const { resolver } = lazyZodResolver(loadSchema)
    expect(loadSchema).not.toHaveBeenCalled()

    const refused = await resolver({ name: ' ', targets: [{ email: 'not-an-email' }] })
    expect(refused).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        'targets.0.email': 'Email must be a valid email address',
        targets: 'Name two targets',
      },
    })
    const accepted = await resolver({
      name: ' Ser Grumble ',
      targets: [{ email: 'ada@example.test' }, { email: 'bob@example.test' }],
    })
    expect(accepted).toEqual({
      ok: true,
      output: {
        name: 'Ser Grumble',
        targets: [{ email: 'ada@example.test' }, { email: 'bob@example.test' }],
      },
    })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('starts the import on preload, once, so validation finds it loaded', async () => {
    const loadSchema = vi.fn(async () => schema)
    const { resolver, preload } = lazyZodResolver(loadSchema)
    preload()
    preload()
    expect(loadSchema).toHaveBeenCalledTimes(1)
    await resolver({ name: 'Ser Grumble', targets: [] })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('tries the import again after it failed, and a failed preload rejects nothing', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue(schema)
    const { resolver, preload } = lazyZodResolver(loadSchema)
    preload()
    await expect(resolver({ name: '', targets: [] })).rejects.toThrow('network down')
    const result = await resolver({ name: '', targets: [] })
    expect(result).toMatchObject({ ok: false, errors: { name: 'Name is required' } })
    expect(loadSchema).toHaveBeenCalledTimes(2)
  })
})
