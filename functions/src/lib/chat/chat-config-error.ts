/** A deployment mistake (missing or invalid setting): logged in full, answered with a bare 500. */
export class ChatConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatConfigError';
  }
}
