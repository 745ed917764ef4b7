import type { SanitizedConfig } from 'payload'
import { refuseImpossibleIds } from './documentIds'
import { applyEndpointRules } from './endpointRules'
import { missingFilesAsNotFound } from './missingFiles'
import { missingPreferencesAsNotFound } from './missingPreferences'
import { refuseMalformedQuery } from './queryParams'
import { unusedFeaturesAsNotFound } from './unusedFeatures'
import { misfitFiltersAsBadRequest } from './whereErrors'

/**
 * Payload's built-in REST endpoints, changed only where the endpoint fuzz
 * (tests/int/endpoint-fuzz.int.test.ts) found them answering 500 to a request that was the
 * client's mistake, or to no mistake at all. Applied once to the resolved config by the REST
 * route.
 */
export function hardenPayloadRest(config: SanitizedConfig): SanitizedConfig {
  return applyEndpointRules(config, [
    unusedFeaturesAsNotFound,
    refuseImpossibleIds,
    refuseMalformedQuery,
    misfitFiltersAsBadRequest,
    missingFilesAsNotFound,
    missingPreferencesAsNotFound,
  ])
}
