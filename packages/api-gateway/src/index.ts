// API Gateway HTTP API as the handlers meet it, in one place: the local stack serves requests through it
// and the handler tests build their events with it, so the two cannot route or shape events differently.
export { createRouteMatcher } from './route-matcher';
export { buildHttpEvent, type HttpEventInput, type JwtAuthorization } from './http-event';
export { createLambdaContext } from './lambda-context';
