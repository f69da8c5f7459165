/**
 * The CloudFront Functions event and result shapes (event structure version 1.0), as far as the
 * site's edge function and its callers use them. Written here rather than taken from
 * `@types/aws-lambda`, whose copy predates viewer-response functions changing the status code.
 */

export interface CloudFrontValue {
  value: string;
}

/** Query string parameters by name; values stay URL-encoded. `multiValue` holds repeated names. */
export type CloudFrontQueryString = Record<string, CloudFrontValue & { multiValue?: CloudFrontValue[] }>;

/** Headers by lowercase name. */
export type CloudFrontHeaders = Record<string, CloudFrontValue & { multiValue?: CloudFrontValue[] }>;

export type CloudFrontCookies = Record<
  string,
  CloudFrontValue & { attributes?: string; multiValue?: (CloudFrontValue & { attributes?: string })[] }
>;

export interface CloudFrontFunctionRequest {
  method: string;
  uri: string;
  querystring: CloudFrontQueryString;
  headers: CloudFrontHeaders;
  cookies: CloudFrontCookies;
}

export interface CloudFrontFunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: CloudFrontHeaders;
  cookies?: CloudFrontCookies;
  body?: string | { data: string; encoding: 'text' | 'base64' };
}

export type CloudFrontEventType = 'viewer-request' | 'viewer-response';

export interface CloudFrontFunctionEvent {
  version: '1.0';
  context: {
    eventType: CloudFrontEventType;
    distributionDomainName?: string;
    distributionId?: string;
    requestId?: string;
  };
  viewer: { ip: string };
  request: CloudFrontFunctionRequest;
  /** Present for viewer-response events only. */
  response?: CloudFrontFunctionResponse;
}

/** A viewer-request function returns the (changed) request or answers itself with a response. */
export type CloudFrontFunctionResult = CloudFrontFunctionRequest | CloudFrontFunctionResponse;

/** Tells an answer from the edge (redirect, changed response) apart from a request to pass on. */
export function isFunctionResponse(result: CloudFrontFunctionResult): result is CloudFrontFunctionResponse {
  return 'statusCode' in result;
}
