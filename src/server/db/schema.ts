export * from './schema/forms'
export * from './schema/orders'
export * from './schema/partners'
export * from './schema/system'
