import { ConfigError } from '../config-error';
export class ChatConfigError extends ConfigError {
  override name = 'ChatConfigError';
}
