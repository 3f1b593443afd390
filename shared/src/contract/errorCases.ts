/**
 * Why an endpoint refuses, for the error statuses the API reference documents besides those every
 * operation of its kind has (Endpoint['errors']). Said once where several endpoints share a case.
 */
export const SLUG_TAKEN = 'Another record of this kind already has this address (`slug`): choose another';
export const EMAIL_OR_PHONE_TAKEN = 'Another account already uses this e-mail address or phone number';
export const REVISION_BROKEN = "The revision does not pass today's rules (`errors` lists what it lacks)";
