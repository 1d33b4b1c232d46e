import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { FILE_LIST_LIMIT, UPLOAD_LIMIT_BYTES } from '@/domain/limits'
import { storageBuckets } from '@/domain/storage-buckets'
import { staffRoute } from '../auth/staff-access'
import { storedFileRowSchema, userRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { attachmentDisposition, displayName, servedContentType } from './file-names'
import { deleteFile, downloadName, listFiles, openFile, type StoredFile } from './manage-files'
import { uploadFile } from './upload-file'

const fileSchema = storedFileRowSchema
  .pick({ id: true, contentType: true, createdAt: true })
  .extend({
    name: storedFileRowSchema.shape.key.openapi({
      description: 'The stored name (key), unique in its bucket',
    }),
    originalName: storedFileRowSchema.shape.originalName.openapi({
      description: 'The name it was uploaded with',
    }),
    size: storedFileRowSchema.shape.sizeBytes.openapi({ description: 'Bytes; null when unknown' }),
    uploadedBy: userRowSchema.shape.name
      .nullable()
      .openapi({ description: 'The staff member who uploaded it' }),
  })
  .openapi('StoredFile')

const bucketParam = z
  .enum(storageBuckets, { error: 'No such bucket' })
  .openapi({ param: { name: 'bucket', in: 'path' } })
const bucketParams = z.object({ bucket: bucketParam })
const fileParams = z.object({
  bucket: bucketParam,
  file: z.uuid('Not a file id').openapi({ param: { name: 'file', in: 'path' } }),
})
const binary = z.string().openapi({ type: 'string', format: 'binary' })
const tags = ['Staff: files']

const listFilesRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/files/{bucket}',
  operationId: 'listFiles',
  tags,
  summary: "A bucket's files, newest first, a page at a time",
  request: {
    params: bucketParams,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(FILE_LIST_LIMIT).default(FILE_LIST_LIMIT),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all files in the bucket',
      ...jsonContent(z.object({ files: z.array(fileSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

const uploadFileRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/files/{bucket}',
  operationId: 'uploadFile',
  tags,
  summary: 'Upload a file: the body is the file itself, sent as it is (not multipart)',
  description: `Send the file's bytes as the body with its own Content-Type, and its name in \`name\`. Files up to ${UPLOAD_LIMIT_BYTES} bytes; a larger Content-Length is refused at once, a larger body as soon as it passes the limit.`,
  request: {
    params: bucketParams,
    query: z.object({
      name: z
        .string()
        .trim()
        .min(1, 'Give the file a name')
        .max(1000)
        .openapi({ description: 'The file name to show; the stored name is timestamp-dash-name' })
        // a name from a browser may hold control characters (a NUL among them) and a path: the file is
        // kept under its last segment without them, rather than refused
        .transform(displayName),
    }),
    body: { required: true, content: { 'application/octet-stream': { schema: binary } } },
  },
  responses: {
    201: { description: 'The stored file', ...jsonContent(fileSchema) },
    ...errorResponses(400, 401, 403, 413),
  },
})

const downloadFileRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/files/{bucket}/{file}',
  operationId: 'downloadFile',
  tags,
  summary: 'Download a file, always as an attachment',
  request: { params: fileParams },
  responses: {
    200: { description: "The file's contents", content: { 'application/octet-stream': { schema: binary } } },
    ...errorResponses(400, 401, 403, 404),
  },
})

const deleteFileRoute = staffRoute('staff', {
  method: 'delete',
  path: '/staff/files/{bucket}/{file}',
  operationId: 'deleteFile',
  tags,
  summary: 'Delete a file',
  request: { params: fileParams },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, 403, 404),
  },
})

/** Requests to the upload route, whose bodies the API's JSON body reader must leave to the route. */
export const isFileUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/staff\/files\/[^/]+$/.test(path)

/**
 * The request body as it arrives: straight off Node's request stream when served by Node, left open when
 * the upload stops reading early so the refusal can still be sent; the web stream otherwise (tests).
 */
function bodyOf(c: Context): AsyncIterable<Uint8Array> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (incoming) return incoming.iterator({ destroyOnReturn: false })
  const body = c.req.raw.body
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([])
}

const fileJson = (file: StoredFile) => ({ ...file, createdAt: file.createdAt.toISOString() })

export function staffFileRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listFilesRoute, async (c) => {
      const { files, total } = await listFiles(services.db, c.req.valid('param').bucket, c.req.valid('query'))
      return c.json({ files: files.map(fileJson), total }, 200)
    })
    .openapi(uploadFileRoute, async (c) => {
      const declared = c.req.header('content-length')
      const file = await uploadFile(services, {
        bucket: c.req.valid('param').bucket,
        name: c.req.valid('query').name,
        contentType: c.req.header('content-type'),
        declaredSize: declared === undefined ? undefined : Number(declared),
        body: bodyOf(c),
        uploadedBy: c.var.staff.id,
      })
      return c.json(fileJson(file), 201)
    })
    .openapi(downloadFileRoute, async (c) => {
      const { bucket, file: id } = c.req.valid('param')
      const { file, contents } = await openFile(services, bucket, id)
      const headers: Record<string, string> = {
        'content-type': servedContentType(file.contentType),
        'content-disposition': attachmentDisposition(downloadName(file)),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      }
      if (file.size !== null) headers['content-length'] = String(file.size)
      return c.body(Readable.toWeb(contents) as ReadableStream, 200, headers)
    })
    .openapi(deleteFileRoute, async (c) => {
      const { bucket, file } = c.req.valid('param')
      await deleteFile(services, bucket, file)
      return c.body(null, 204)
    })
}
