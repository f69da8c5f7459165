import { ORIGIN_SECRET_ENV } from '../shared/http';
import { TEST_ORIGIN_SECRET } from './fixtures/api-gateway-event';

// Quiet by default: handlers log every refused request, which tests provoke on purpose.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Likewise the embedded-metric-format lines of POST /api/vitals; its unit test turns them back on.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// The origin secret of handler unit tests, set for every file: a local runtime started by an earlier
// file in the same worker leaves its own behind (and sets it again when it starts).
process.env[ORIGIN_SECRET_ENV] = TEST_ORIGIN_SECRET;
