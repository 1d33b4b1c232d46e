import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') })
const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazyZodResolver', () => {
  it('imports the schema on first validation only, then validates with its messages', async () => {
    const loadSchema = vi.fn(async () => schema)
    const { resolver } = lazyZodResolver(loadSchema)
    expect(loadSchema).not.toHaveBeenCalled()

    const refused = await resolver({ name: ' ' }, undefined, options)
    expect(refused.errors.name?.message).toBe('Name is required')
    const accepted = await resolver({ name: ' Ser Grumble ' }, undefined, options)
    expect(accepted).toEqual({ values: { name: 'Ser Grumble' }, errors: {} })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('starts the import on preload, once, so validation finds it loaded', async () => {
    const loadSchema = vi.fn(async () => schema)
    const { resolver, preload } = lazyZodResolver(loadSchema)
    preload()
    preload()
    expect(loadSchema).toHaveBeenCalledTimes(1)
    await resolver({ name: 'Ser Grumble' }, undefined, options)
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('tries the import again after it failed, and a failed preload rejects nothing', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue(schema)
    const { resolver, preload } = lazyZodResolver(loadSchema)
    preload()
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('network down')
    const result = await resolver({ name: '' }, undefined, options)
    expect(result.errors.name?.message).toBe('Name is required')
    expect(loadSchema).toHaveBeenCalledTimes(2)
  })
})
