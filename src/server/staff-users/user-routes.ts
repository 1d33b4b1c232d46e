import { OpenAPIHono, z } from '@hono/zod-openapi'
import { isOneLine, oneLineMessage } from '@/domain/form-fields'
import { staffRoles } from '@/domain/staff-roles'
import { staffRoute } from '../auth/staff-access'
import { userRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { listUsers, signOutEverywhere, updateUser, userSortKeys } from './manage-users'

const userSchema = userRowSchema
  .pick({
    id: true,
    name: true,
    email: true,
    role: true,
    banned: true,
    twoFactorEnabled: true,
    createdAt: true,
  })
  .openapi('Account')

const staffMemberSchema = userRowSchema
  .pick({ id: true, name: true, email: true, role: true, twoFactorEnabled: true })
  .openapi('StaffMember')

const idParams = z.object({ id: z.uuid('Not an account id').openapi({ param: { name: 'id', in: 'path' } }) })

const meRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/me',
  operationId: 'getSignedInStaff',
  tags: ['Staff: users'],
  summary: 'The signed-in staff member, if the back office is open to them',
  description:
    '401 without a session, 403 `forbidden` without the staff role, 403 `two_factor_required` when the shop ' +
    'requires a second factor the account has not set up.',
  responses: {
    200: {
      description: 'The staff member',
      ...jsonContent(staffMemberSchema),
    },
    ...errorResponses(401, 403),
  },
})

const listUsersRoute = staffRoute('admin', {
  method: 'get',
  path: '/staff/users',
  operationId: 'listUsers',
  tags: ['Staff: users'],
  summary: 'Accounts, searched by email or name, a page at a time',
  request: {
    query: z.object({
      search: z.string().trim().max(200).optional(),
      role: z.enum(staffRoles).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
      sort: z.enum(userSortKeys).default('createdAt'),
      direction: z.enum(['asc', 'desc']).default('desc'),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all matching accounts',
      ...jsonContent(z.object({ users: z.array(userSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

const updateUserRoute = staffRoute('admin', {
  method: 'patch',
  path: '/staff/users/{id}',
  operationId: 'updateUser',
  tags: ['Staff: users'],
  summary: 'Grant or revoke a role, ban or unban an account',
  request: {
    params: idParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            role: z.enum(staffRoles).optional(),
            banned: z.boolean().optional(),
            banReason: z
              .string()
              .trim()
              .max(500, 'A ban reason is at most 500 characters')
              .refine(isOneLine, oneLineMessage('A ban reason'))
              .nullable()
              .optional(),
          })
          .strict()
          .refine((body) => body.role !== undefined || body.banned !== undefined, 'Give a role or a ban'),
      ),
    },
  },
  responses: {
    200: {
      description: 'The account as it is now',
      ...jsonContent(userRowSchema.pick({ id: true, role: true, banned: true })),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const signOutEverywhereRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/users/{id}/sign-out-everywhere',
  operationId: 'signOutEverywhere',
  tags: ['Staff: users'],
  summary: 'End every session of an account',
  request: { params: idParams },
  responses: {
    200: { description: 'How many sessions ended', ...jsonContent(z.object({ ended: z.number().int() })) },
    ...errorResponses(400, 401, 403, 404),
  },
})

export function staffUserRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(meRoute, (c) => c.json(c.var.staff, 200))
    .openapi(listUsersRoute, async (c) => {
      const { users, total } = await listUsers(services.db, c.req.valid('query'))
      return c.json(
        { users: users.map((user) => ({ ...user, createdAt: user.createdAt.toISOString() })), total },
        200,
      )
    })
    .openapi(updateUserRoute, async (c) => {
      const updated = await updateUser(
        services.db,
        c.var.staff.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      return c.json(updated, 200)
    })
    .openapi(signOutEverywhereRoute, async (c) => {
      return c.json({ ended: await signOutEverywhere(services.db, c.req.valid('param').id) }, 200)
    })
}
