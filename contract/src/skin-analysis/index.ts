export * from './answers';
export * from './ingredients';
export * from './scorer';
