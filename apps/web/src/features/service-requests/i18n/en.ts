/** English strings of the service-request pages (list, add, detail): the 'service-requests' namespace. */
export const enServiceRequests = {
  serviceRequests: {},
};
