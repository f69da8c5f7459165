// Quiet by default: handlers log every refused request, which tests provoke on purpose.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
