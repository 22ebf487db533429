/**
 * CloudFront Function (cloudfront-js-2.0) on the web app's default behaviour: a path whose last
 * segment has no file extension is a client-side route, so S3 is asked for /index.html instead.
 * Unlike distribution-wide error responses, this never touches /api/* answers (a real 404 stays a 404).
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
