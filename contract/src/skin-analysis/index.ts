export * from './answers';
export * from './ingredients';
export * from './scorer';
export * from './api';
