/** Small JSON answers shared by the handlers (deletes and actions the web does not read further). */
export const deletedMessage = (what: string) => ({ message: `${what} deleted successfully` });
